import * as v from 'valibot';
import { entityIdSchema } from './ids';
import { isStoredFileUrl } from './files';

/**
 * A plan's attachments (spec sections 3 and 7): a file we store (isUploadedFile, its url one of
 * ours from POST /api/files) or a link to a page elsewhere (http or https).
 */
export const PlanAttachmentSchema = v.object({
  id: v.number(),
  serviceTypeId: v.number(),
  name: v.string(),
  url: v.string(),
  isUploadedFile: v.boolean(),
});
export type PlanAttachment = v.InferOutput<typeof PlanAttachmentSchema>;

export const planAttachmentRules = {
  nameMax: 200,
  urlMax: 2000,
  /** Files chosen at once, attached in one POST .../attachments/multiple. */
  perRequestMax: 20,
} as const;

export const planAttachmentMessages = {
  nameRequired: 'Please, enter the attachment name',
  nameMax: `Attachment name max length is ${planAttachmentRules.nameMax} characters`,
  urlRequired: 'Please, enter the link',
  urlMax: 'Link is too long',
  linkInvalid: 'Link must start with http:// or https://',
  uploadedInvalid: 'An uploaded attachment must be a file uploaded here',
  uploadedMissing: 'The uploaded file was not found, please upload it again',
  noneGiven: 'Please, add at least one attachment',
  tooMany: `At most ${planAttachmentRules.perRequestMax} attachments at once`,
  serviceTypeInvalid: 'Service type id is invalid',
  notFound: 'Attachment not found',
  serviceTypeNotFound: 'Service type not found',
  /** Spec section 8: one file of several failed; the others go on. */
  uploadFailed: 'Error while uploading file',
  attachFailed: 'Failed to add attachments',
  renameFailed: 'Failed to rename attachment',
  deleteFailed: 'Failed to delete attachment',
} as const;

/** An absolute http(s) address a browser can open. */
export function isWebLink(url: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(url)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export const PlanAttachmentNameSchema = v.pipe(
  v.string(planAttachmentMessages.nameRequired),
  v.trim(),
  v.nonEmpty(planAttachmentMessages.nameRequired),
  v.maxLength(planAttachmentRules.nameMax, planAttachmentMessages.nameMax),
);

export const PlanServiceTypeIdSchema = entityIdSchema(planAttachmentMessages.serviceTypeInvalid);

const attachmentEntries = {
  name: PlanAttachmentNameSchema,
  url: v.pipe(
    v.string(planAttachmentMessages.urlRequired),
    v.trim(),
    v.nonEmpty(planAttachmentMessages.urlRequired),
    v.maxLength(planAttachmentRules.urlMax, planAttachmentMessages.urlMax),
  ),
  isUploadedFile: v.boolean(),
};

/** An upload must be one of our stored files, a link an http(s) address. */
type UrlAndKind = { url: string; isUploadedFile: boolean };
const urlMatchesKind = ({ url, isUploadedFile }: UrlAndKind) =>
  isUploadedFile ? isStoredFileUrl(url) : isWebLink(url);
const urlMessage = (issue: v.PartialCheckIssue<UrlAndKind>) =>
  issue.input.isUploadedFile ? planAttachmentMessages.uploadedInvalid : planAttachmentMessages.linkInvalid;

/** One attachment as sent. */
export const NewPlanAttachmentSchema = v.pipe(
  v.object(attachmentEntries),
  v.forward(v.partialCheck([['url'], ['isUploadedFile']], urlMatchesKind, urlMessage), ['url']),
);
export type NewPlanAttachment = v.InferOutput<typeof NewPlanAttachmentSchema>;

/** POST /api/service-types/attachments: one attachment (a link, usually). */
export const CreatePlanAttachmentSchema = v.pipe(
  v.object({ serviceTypeId: PlanServiceTypeIdSchema, ...attachmentEntries }),
  v.forward(v.partialCheck([['url'], ['isUploadedFile']], urlMatchesKind, urlMessage), ['url']),
);
export type CreatePlanAttachment = v.InferOutput<typeof CreatePlanAttachmentSchema>;

/** POST /api/service-types/attachments/multiple: the files uploaded one by one, attached together. */
export const CreatePlanAttachmentsSchema = v.object({
  serviceTypeId: PlanServiceTypeIdSchema,
  attachments: v.pipe(
    v.array(NewPlanAttachmentSchema, planAttachmentMessages.noneGiven),
    v.minLength(1, planAttachmentMessages.noneGiven),
    v.maxLength(planAttachmentRules.perRequestMax, planAttachmentMessages.tooMany),
  ),
});
export type CreatePlanAttachments = v.InferOutput<typeof CreatePlanAttachmentsSchema>;

/** PUT /api/service-types/attachments/{id}: a new name. */
export const RenamePlanAttachmentSchema = v.object({ name: PlanAttachmentNameSchema });
export type RenamePlanAttachment = v.InferOutput<typeof RenamePlanAttachmentSchema>;
