import {
  planAttachmentMessages,
  type CreatePlanAttachments,
  type NewPlanAttachment,
  type PlanAttachment,
} from '@church/contracts';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { deleteStoredFile, isStoredFile, type FileStorage } from '../files';
import type { AttachmentsRepository } from './attachments.repository';

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;

export function createAttachmentsService(attachments: AttachmentsRepository, storage: FileStorage) {
  /** An uploaded attachment must name a file we hold now, not only look like one of our URLs. */
  const checkFiles = async (list: readonly NewPlanAttachment[]) => {
    for (const attachment of list) {
      if (attachment.isUploadedFile && !(await isStoredFile(storage, attachment.url))) {
        throw new HttpError(400, [planAttachmentMessages.uploadedMissing]);
      }
    }
  };

  const found = (attachment: PlanAttachment | undefined): PlanAttachment => {
    if (!attachment) throw new HttpError(404, [planAttachmentMessages.notFound]);
    return attachment;
  };

  return {
    async attach({ serviceTypeId, attachments: list }: CreatePlanAttachments): Promise<PlanAttachment[]> {
      await checkFiles(list);
      try {
        return await attachments.insert(serviceTypeId, list);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(404, [planAttachmentMessages.serviceTypeNotFound]);
        throw error;
      }
    },

    rename: async (id: number, name: string): Promise<PlanAttachment> => found(await attachments.rename(id, name)),

    /**
     * The attachment and, for an uploaded one, its stored file unless another attachment
     * still shows it. The file goes after the row: a failure then only leaves a file behind.
     */
    async delete(id: number): Promise<void> {
      const deleted = found(await attachments.delete(id));
      if (deleted.isUploadedFile && !(await attachments.isFileUsed(deleted.url))) {
        await deleteStoredFile(storage, deleted.url);
      }
    },
  };
}
