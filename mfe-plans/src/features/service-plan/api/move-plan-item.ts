import * as v from 'valibot';
import { PlanItemSchema, servicePlanMessages, type PlanItem, type ServicePlan } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { planKeys } from '../../../lib/plan-keys';
import { numbered, updateCachedPlan } from './update-plan-cache';

/** PUT /api/service-types/plan-items/{id}/position: answers the plan's items in their new order. */
export async function movePlanItem(id: number, position: number): Promise<PlanItem[]> {
  const response = await api.put(`service-types/plan-items/${id}/position`, { json: { position } });
  return v.parse(v.array(PlanItemSchema), await response.json());
}

interface Move {
  id: number;
  /** 1-based. */
  position: number;
}

/**
 * Moves an item at once on screen, then takes the server's order; a refused move puts the list
 * back and says 'Error while updating service plan item'.
 */
export function useMovePlanItem(serviceTypeId: number) {
  const queryClient = useQueryClient();
  const key = planKeys.plan(serviceTypeId);
  return useMutation({
    mutationFn: ({ id, position }: Move) => movePlanItem(id, position),
    onMutate: async ({ id, position }: Move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ServicePlan>(key);
      updateCachedPlan(queryClient, serviceTypeId, (plan) => {
        const items = [...plan.servicePlanItems];
        const from = items.findIndex((item) => item.id === id);
        if (from === -1) return {};
        const [moved] = items.splice(from, 1);
        items.splice(position - 1, 0, moved as PlanItem);
        return { servicePlanItems: numbered(items) };
      });
      return { before };
    },
    onSuccess: (items) => updateCachedPlan(queryClient, serviceTypeId, () => ({ servicePlanItems: items })),
    onError: async (error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      if (!(await alreadyToasted(error))) toast.error(translate(servicePlanMessages.updateItemFailed));
    },
  });
}
