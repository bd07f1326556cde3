import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { eventsKeys } from './events-keys';

/** DELETE /api/event-templates/{id}; events made from it stay. */
export async function deleteTemplate(id: number): Promise<void> {
  await api.delete(`event-templates/${id}`);
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: async () => {
      toast.success(translate('plans.templates.deleted'));
      await queryClient.invalidateQueries({ queryKey: eventsKeys.templates });
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('plans.templates.deleteFailed'));
    },
  });
}
