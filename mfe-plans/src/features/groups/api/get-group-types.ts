import { GroupTypeListSchema, pageSizes } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { groupsKeys } from './groups-keys';

/** Spec section 9: group types, 5 a page. */
export const groupTypesPageSize = pageSizes.groupTypes;

/** GET /api/group-types?skip&take: by name. */
export function getGroupTypes(skip: number, take: number, signal?: AbortSignal) {
  return getParsed('group-types', GroupTypeListSchema, { skip, take }, signal);
}

export const groupTypesPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: groupsKeys.typesPage(page),
    queryFn: ({ signal }) => getGroupTypes((page - 1) * groupTypesPageSize, groupTypesPageSize, signal),
  });

export const useGroupTypesPage = (page: number) =>
  useQuery({ ...groupTypesPageQueryOptions(page), placeholderData: keepPreviousData });

/** Every type (the API's largest page, 50), for the group form's choice. */
export const useGroupTypeOptions = () =>
  useQuery({ queryKey: groupsKeys.typeOptions(), queryFn: ({ signal }) => getGroupTypes(0, 50, signal) });
