import { useState } from 'react';
import { planAttachmentRules, type NewPlanAttachment } from '@church/contracts';
import { useUploadQueue, type UploadedFile } from '@church/ui';
import { createAttachments, useCreateAttachments } from '../api/create-attachments';
import { uploadAttachmentFile } from '../api/upload-attachment-file';

const asAttachment = ({ file, url }: UploadedFile): NewPlanAttachment => ({
  name: file.name.slice(0, planAttachmentRules.nameMax),
  url,
  isUploadedFile: true,
});

/**
 * Files chosen at once go to POST /api/files one by one (progress and Cancel each; a failure
 * does not stop the others), then those stored are attached in one request. When only that
 * request failed, the stored files wait for "Attach again" instead of being uploaded twice.
 */
export function useAttachFiles(serviceTypeId: number) {
  const queue = useUploadQueue(uploadAttachmentFile);
  const attach = useCreateAttachments(serviceTypeId, createAttachments);
  const [unattached, setUnattached] = useState<NewPlanAttachment[]>([]);

  const attachStored = async (attachments: NewPlanAttachment[]) => {
    for (let start = 0; start < attachments.length; start += planAttachmentRules.perRequestMax) {
      const batch = attachments.slice(start, start + planAttachmentRules.perRequestMax);
      try {
        await attach.mutateAsync({ serviceTypeId, attachments: batch });
      } catch {
        setUnattached((waiting) => [...waiting, ...batch]);
      }
    }
  };

  const addFiles = async (files: readonly File[]) => {
    const stored = await queue.run(files);
    if (stored.length > 0) await attachStored(stored.map(asAttachment));
  };

  const attachAgain = () => {
    const waiting = unattached;
    setUnattached([]);
    void attachStored(waiting);
  };

  return {
    uploads: queue.uploads,
    cancel: queue.cancel,
    dismiss: queue.dismiss,
    addFiles,
    isAttaching: attach.isPending,
    unattached,
    attachAgain,
  };
}
