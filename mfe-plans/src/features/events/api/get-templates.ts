import { EventTemplateListSchema, pageSizes } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { eventsKeys } from './events-keys';

/** Spec section 9: templates 8 a page; a search shows at most 5 a page. */
export const templatesPageSize = (search: string) =>
  search ? pageSizes.templateSearchLimit : pageSizes.eventTemplates;

/** GET /api/event-templates: newest first. */
export function getTemplates(page: number, search: string, signal?: AbortSignal) {
  const take = templatesPageSize(search);
  return getParsed('event-templates', EventTemplateListSchema, { skip: (page - 1) * take, take, search }, signal);
}

export const templatesQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: eventsKeys.templatesPage(page, search),
    queryFn: ({ signal }) => getTemplates(page, search, signal),
  });

export const useTemplates = (page: number, search: string) =>
  useQuery({ ...templatesQueryOptions(page, search), placeholderData: keepPreviousData });
