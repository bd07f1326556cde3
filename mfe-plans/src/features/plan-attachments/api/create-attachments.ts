import {
  PlanAttachmentSchema,
  planAttachmentMessages,
  type CreatePlanAttachment,
  type CreatePlanAttachments,
  type PlanAttachment,
} from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import * as v from 'valibot';
import { planKeys } from '../../../lib/plan-keys';

/** POST /api/service-types/attachments/multiple: the uploaded files, attached in one go. */
export async function createAttachments(body: CreatePlanAttachments): Promise<PlanAttachment[]> {
  return v.parse(
    v.array(PlanAttachmentSchema),
    await api.post('service-types/attachments/multiple', { json: body }).json(),
  );
}

/** POST /api/service-types/attachments: one attachment, such as a link. */
export async function createAttachment(body: CreatePlanAttachment): Promise<PlanAttachment> {
  return v.parse(PlanAttachmentSchema, await api.post('service-types/attachments', { json: body }).json());
}

/** Either call; the plan page reloads its attachments after it. */
export function useCreateAttachments<T>(serviceTypeId: number, create: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: async () => {
      toast.success(translate('Successfully added!'));
      await queryClient.invalidateQueries({ queryKey: planKeys.plan(serviceTypeId) });
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(planAttachmentMessages.attachFailed));
    },
  });
}
