import { planAttachmentMessages } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { planKeys } from '../../../lib/plan-keys';

/** DELETE /api/service-types/attachments/{id}: an uploaded file leaves storage with it. */
export async function deleteAttachment(id: number): Promise<void> {
  await api.delete(`service-types/attachments/${id}`);
}

export function useDeleteAttachment(serviceTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.plan(serviceTypeId) }),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(planAttachmentMessages.deleteFailed));
    },
  });
}
