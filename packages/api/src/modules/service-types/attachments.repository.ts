import type { NewPlanAttachment, PlanAttachment } from '@church/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { planAttachments } from './service-types.table';

type AttachmentRow = typeof planAttachments.$inferSelect;
export type AttachmentsRepository = ReturnType<typeof createAttachmentsRepository>;

const toAttachment = (row: AttachmentRow): PlanAttachment => ({
  id: row.id,
  serviceTypeId: row.serviceTypeId,
  name: row.name,
  url: row.url,
  isUploadedFile: row.isUploadedFile,
});

export function createAttachmentsRepository(db: DbOrTx) {
  return {
    /** One statement: all are attached or none (a missing service type fails the foreign key). */
    async insert(serviceTypeId: number, attachments: readonly NewPlanAttachment[], tx: DbOrTx = db) {
      const rows = await tx
        .insert(planAttachments)
        .values(attachments.map((attachment) => ({ ...attachment, serviceTypeId })))
        .returning();
      return rows.map(toAttachment);
    },

    async rename(id: number, name: string, tx: DbOrTx = db): Promise<PlanAttachment | undefined> {
      const [row] = await tx.update(planAttachments).set({ name }).where(eq(planAttachments.id, id)).returning();
      return row && toAttachment(row);
    },

    async delete(id: number, tx: DbOrTx = db): Promise<PlanAttachment | undefined> {
      const [row] = await tx.delete(planAttachments).where(eq(planAttachments.id, id)).returning();
      return row && toAttachment(row);
    },

    /** Whether another uploaded attachment (of any plan) still points at `url`. */
    async isFileUsed(url: string, tx: DbOrTx = db): Promise<boolean> {
      const used = and(eq(planAttachments.url, url), eq(planAttachments.isUploadedFile, true));
      return (await tx.$count(planAttachments, used)) > 0;
    },
  };
}
