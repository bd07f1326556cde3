import { PlanAttachmentSchema, planAttachmentMessages, type PlanAttachment } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import * as v from 'valibot';
import { planKeys } from '../../../lib/plan-keys';

/** PUT /api/service-types/attachments/{id} {name}. */
export async function renameAttachment({ id, name }: { id: number; name: string }): Promise<PlanAttachment> {
  return v.parse(PlanAttachmentSchema, await api.put(`service-types/attachments/${id}`, { json: { name } }).json());
}

export function useRenameAttachment(serviceTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAttachment,
    onSuccess: async () => {
      toast.success(translate('Successfully updated!'));
      await queryClient.invalidateQueries({ queryKey: planKeys.plan(serviceTypeId) });
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(planAttachmentMessages.renameFailed));
    },
  });
}
