import * as v from 'valibot';
import { PlanItemSchema, servicePlanMessages, type SavePlanItemInput } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { invalidatePlanLists, numbered, updateCachedPlan } from './update-plan-cache';

/** A new item's fields, and where it goes (1 is first; none: at the end). */
export type NewPlanItem = SavePlanItemInput & { position?: number };

/** POST /api/service-types/plan-items: a new item at `position`, or at the end of the plan. */
export async function createPlanItem(serviceTypeId: number, item: NewPlanItem) {
  const response = await api.post('service-types/plan-items', { json: { serviceTypeId, ...item } });
  return v.parse(PlanItemSchema, await response.json());
}

/**
 * Adds an item ('Successfully added!'): the item form at the end, a song picked from the song
 * search where the planner chose (`{ kind: 'song', title, songId, lengthMinutes, position }`).
 * The items from its place on move down a place, as the API numbered them.
 */
export function useCreatePlanItem(serviceTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NewPlanItem) => createPlanItem(serviceTypeId, item),
    onSuccess: async (created) => {
      updateCachedPlan(queryClient, serviceTypeId, ({ servicePlanItems: items }) => ({
        servicePlanItems: numbered([
          ...items.slice(0, created.position - 1),
          created,
          ...items.slice(created.position - 1),
        ]),
      }));
      toast.success(translate('Successfully added!'));
      await invalidatePlanLists(queryClient);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(servicePlanMessages.createItemFailed));
    },
  });
}
