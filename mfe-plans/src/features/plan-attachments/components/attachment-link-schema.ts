import * as v from 'valibot';
import { isWebLink, planAttachmentMessages, planAttachmentRules, PlanAttachmentNameSchema } from '@church/contracts';

/** The link form: the same name and address rules as the API's. */
export const AttachmentLinkSchema = v.object({
  name: PlanAttachmentNameSchema,
  url: v.pipe(
    v.string(planAttachmentMessages.urlRequired),
    v.trim(),
    v.nonEmpty(planAttachmentMessages.urlRequired),
    v.maxLength(planAttachmentRules.urlMax, planAttachmentMessages.urlMax),
    v.check(isWebLink, planAttachmentMessages.linkInvalid),
  ),
});
