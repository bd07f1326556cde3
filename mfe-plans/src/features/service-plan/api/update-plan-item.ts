import * as v from 'valibot';
import { PlanItemSchema, servicePlanMessages, type PlanItem, type SavePlanItemInput } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { invalidatePlanLists, updateCachedPlan } from './update-plan-cache';

/** PUT /api/service-types/plan-items/{id}: an item's fields (not its place). */
export async function updatePlanItem(id: number, item: SavePlanItemInput): Promise<PlanItem> {
  const response = await api.put(`service-types/plan-items/${id}`, { json: item });
  return v.parse(PlanItemSchema, await response.json());
}

/** Changes an item in place ('Successfully updated!'). */
export function useUpdatePlanItem(serviceTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, item }: { id: number; item: SavePlanItemInput }) => updatePlanItem(id, item),
    onSuccess: async (updated) => {
      updateCachedPlan(queryClient, serviceTypeId, (plan) => ({
        servicePlanItems: plan.servicePlanItems.map((item) => (item.id === updated.id ? updated : item)),
      }));
      toast.success(translate('Successfully updated!'));
      await invalidatePlanLists(queryClient);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(servicePlanMessages.updateItemFailed));
    },
  });
}
