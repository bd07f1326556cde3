import { servicePlanMessages } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { invalidatePlanLists, numbered, updateCachedPlan } from './update-plan-cache';

/** DELETE /api/service-types/plan-items/{id}: the items after it move up a place. */
export async function deletePlanItem(id: number): Promise<void> {
  await api.delete(`service-types/plan-items/${id}`);
}

export function useDeletePlanItem(serviceTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlanItem,
    onSuccess: async (_nothing, id) => {
      updateCachedPlan(queryClient, serviceTypeId, (plan) => ({
        servicePlanItems: numbered(plan.servicePlanItems.filter((item) => item.id !== id)),
      }));
      await invalidatePlanLists(queryClient);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(servicePlanMessages.deleteItemFailed));
    },
  });
}
