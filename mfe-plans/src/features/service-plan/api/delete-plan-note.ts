import { servicePlanMessages } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { updateCachedPlan } from './update-plan-cache';

/** DELETE /api/service-types/notes/{id}. */
export async function deletePlanNote(id: number): Promise<void> {
  await api.delete(`service-types/notes/${id}`);
}

export function useDeletePlanNote(serviceTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlanNote,
    onSuccess: (_nothing, id) =>
      updateCachedPlan(queryClient, serviceTypeId, (plan) => ({ notes: plan.notes.filter((note) => note.id !== id) })),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(servicePlanMessages.deleteNoteFailed));
    },
  });
}
