import * as v from 'valibot';
import { PlanItemSchema, servicePlanMessages, type SavePlanItemInput } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { invalidatePlanLists, updateCachedPlan } from './update-plan-cache';

/** POST /api/service-types/plan-items: a new item at the end of the plan. */
export async function createPlanItem(serviceTypeId: number, item: SavePlanItemInput) {
  const response = await api.post('service-types/plan-items', { json: { serviceTypeId, ...item } });
  return v.parse(PlanItemSchema, await response.json());
}

/**
 * Adds an item to the plan's end ('Successfully added!'). The item form uses it, and so does a
 * song picked from the song search: `{ kind: 'song', title, songId, songKey?, lengthMinutes }`.
 */
export function useCreatePlanItem(serviceTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: SavePlanItemInput) => createPlanItem(serviceTypeId, item),
    onSuccess: async (created) => {
      updateCachedPlan(queryClient, serviceTypeId, (plan) => ({
        servicePlanItems: [...plan.servicePlanItems, created],
      }));
      toast.success(translate('Successfully added!'));
      await invalidatePlanLists(queryClient);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(servicePlanMessages.createItemFailed));
    },
  });
}
