import * as v from 'valibot';
import { OfflineGivingSchema, type OfflineGiving } from '@church/contracts';
import { churchTimeZone, todayIn } from '@church/ui';
import { translate } from '../../../i18n/catalogues';

export const donorModes = ['member', 'name'] as const;

/**
 * The offline gift form: the contract's rules (the server's, amounts as for online gifts) plus
 * how the donor is given, a member found by search or a typed name.
 */
export const OfflineGivingFormSchema = v.pipe(
  v.intersect([OfflineGivingSchema, v.object({ donorMode: v.picklist(donorModes) })]),
  v.forward(
    v.partialCheck(
      [['donorMode'], ['userId']],
      (form) => form.donorMode !== 'member' || form.userId !== undefined,
      // Read when the check fails, so it is in the language of the moment.
      () => translate('dashboard.givings.chooseMember'),
    ),
    ['userId'],
  ),
);
export type OfflineGivingForm = v.InferInput<typeof OfflineGivingFormSchema>;

/** What is sent: the donor as chosen, and a check number only for a check. */
export function toOfflineGiving(form: v.InferOutput<typeof OfflineGivingFormSchema>): OfflineGiving {
  const { donorMode, userId, donorName, donorEmail, checkNumber, ...gift } = form;
  return {
    ...gift,
    ...(donorMode === 'member' ? { userId } : { donorName, ...(donorEmail ? { donorEmail } : {}) }),
    ...(gift.method === 'check' ? { checkNumber } : {}),
  };
}

/**
 * Today on the church's clock, as the date field holds it (YYYY-MM-DD): a gift is received on
 * the church's day, which the statistics count in, whatever zone the browser is in.
 */
export function today(now = new Date()): string {
  return todayIn(churchTimeZone(), now);
}
