import { servicePlanMessages } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { planKeys } from '../../../lib/plan-keys';

/** DELETE /api/service-types/{id}: the type and its whole plan (items, notes, attachments). */
export async function deleteServiceType(id: number): Promise<void> {
  await api.delete(`service-types/${id}`);
}

export function useDeleteServiceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceType,
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: planKeys.plan(id) });
      await queryClient.invalidateQueries({ queryKey: planKeys.lists() });
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(servicePlanMessages.deleteServiceTypeFailed));
    },
  });
}
