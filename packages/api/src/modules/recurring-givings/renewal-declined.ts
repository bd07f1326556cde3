import { fromCents, site } from '@church/contracts';
import type { Tx } from '../../db/types';
import { localeFor } from '../../lib/i18n';
import { createGivingTypesRepository } from '../giving-types';
import { renderEmail, type Mailer } from '../mail';
import { createUsersRepository } from '../users';
import type { RecurringGivingRow } from './recurring-givings.repository';

export type RenewalDeclinedNotice = ReturnType<typeof createRenewalDeclinedNotice>;

/**
 * Tells a member that a renewal of their recurring gift was declined (a card off session, or a
 * bank debit that failed on its settlement day): the gift is past due until they pay the missed
 * charge from Payment Settings (decision 0087). Written in the transaction of the webhook that
 * made it past due, in the member's language, so it is sent once per time it falls past due.
 */
export function createRenewalDeclinedNotice(deps: { mailer: Mailer; timeZone: string; publicUrl: string }) {
  return {
    async send(gift: RecurringGivingRow, declinedAt: Date, tx: Tx): Promise<void> {
      if (!gift.userId) return;
      const member = await createUsersRepository(tx).findById(gift.userId, tx);
      if (!member) return;
      const givingType = await createGivingTypesRepository(tx).findById(gift.givingTypeId, tx);
      const locale = localeFor(member.language, deps.timeZone);
      const { t } = locale;
      const content = renderEmail(locale, {
        subject: t('api.mail.renewalDeclined.subject', { church: site.name }),
        greeting: t('api.mail.receipt.greeting', { name: `${member.firstName} ${member.lastName}`.trim() }),
        paragraphs: [
          t('api.mail.renewalDeclined.missed', {
            // What the charge was: the gift and the fee the member covers on it.
            amount: locale.money(fromCents(gift.amountCents + gift.feeCents)),
            givingType: givingType?.name ?? '',
            date: locale.date(declinedAt),
          }),
          t('api.mail.renewalDeclined.payNow'),
        ],
        action: { label: t('api.mail.renewalDeclined.settings'), url: `${deps.publicUrl}/account/payment-settings` },
        closing: t('api.mail.receipt.closing'),
      });
      await deps.mailer.send({ to: member.email, ...content }, tx);
    },
  };
}
