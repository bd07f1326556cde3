import { fromCents, site } from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import { localeFor } from '../../lib/i18n';
import type { JobKind, JobQueue } from '../../plugins/jobs';
import { createGivingsRepository } from '../givings';
import { renderEmail, type Mailer } from '../mail';
import type { PaymentGateway } from '../payments';
import { createUsersRepository } from '../users';
import type { BankVerificationRow, BankVerificationsRepository } from './bank-verifications.repository';

/** The job that mails the reminders now due; its schedule queues it hourly, one replica works it. */
export const BANK_VERIFICATION_REMINDERS_JOB = 'bank-verification-reminders';

/** Two days after the provider said the account waits (the deposits land in 1-2 business days). */
export const REMIND_AFTER_MS = 2 * 86_400_000;

const remindersKind: JobKind = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 };

/**
 * Whether the provider still waits for the holder: a wait whose intent moved on (verified on the
 * hosted page, failed or canceled, and its event lost or late) ends here instead of reminding.
 */
async function stillWaiting(
  gateway: PaymentGateway,
  row: BankVerificationRow,
): Promise<'waiting' | 'verified' | 'ended'> {
  const intent =
    row.intentKind === 'payment'
      ? await gateway.retrievePaymentIntent(row.intentId)
      : await gateway.retrieveSetupIntent?.(row.intentId);
  if (!intent) return 'ended';
  if (intent.verifyWithMicrodeposits) return 'waiting';
  return intent.status === 'processing' || intent.status === 'succeeded' ? 'verified' : 'ended';
}

/**
 * One reminder per wait, two days in, while it is still open (decision 0109): a member is sent to
 * our own page (Givings History for a gift, Payment Settings for an account), an anonymous donor
 * to the provider's hosted page. Claimed in the transaction that writes the mail, so it goes once
 * whatever the replicas; a wait that ended before is never reminded.
 */
export async function workVerificationReminders(deps: {
  jobs: JobQueue;
  repository: BankVerificationsRepository;
  gateway: PaymentGateway;
  transaction: RunInTransaction;
  mailer: Mailer;
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}): Promise<void> {
  const { repository, gateway } = deps;

  async function remind(row: BankVerificationRow, tx: Tx): Promise<void> {
    const gift = row.givingId ? await createGivingsRepository(tx).find(row.givingId, tx) : undefined;
    const userId = row.userId ?? gift?.userId ?? null;
    const member = userId ? await createUsersRepository(tx).findById(userId, tx) : undefined;
    const to = member?.email ?? gift?.donorEmail;
    if (!to) return;
    const locale = localeFor(member?.language ?? gift?.donorLanguage ?? 'en', deps.timeZone);
    const { t } = locale;
    const account =
      row.bankName && row.last4 ? `${row.bankName} •••• ${row.last4}` : t('api.mail.verifyBank.anAccount');
    const url = !member
      ? row.hostedVerificationUrl
      : `${deps.publicUrl}/account/${gift ? 'givings-history' : 'payment-settings'}`;
    const content = renderEmail(locale, {
      subject: t('api.mail.verifyBank.subject', { church: site.name }),
      greeting: t('api.mail.receipt.greeting', {
        name: member ? `${member.firstName} ${member.lastName}`.trim() : (gift?.donorName ?? ''),
      }),
      paragraphs: [
        gift
          ? t('api.mail.verifyBank.gift', {
              amount: locale.money(fromCents(gift.amountCents + gift.feeCents)),
              date: locale.date(row.since),
              account,
            })
          : t('api.mail.verifyBank.account', { date: locale.date(row.since), account }),
        t(row.microdepositType === 'amounts' ? 'api.mail.verifyBank.amounts' : 'api.mail.verifyBank.code'),
        t('api.mail.verifyBank.deadline'),
      ],
      action: { label: t(member ? 'api.mail.verifyBank.ourPage' : 'api.mail.verifyBank.hostedPage'), url },
      closing: t('api.mail.receipt.closing'),
    });
    await deps.mailer.send({ to, ...content }, tx);
  }

  await deps.jobs.every(BANK_VERIFICATION_REMINDERS_JOB, '50 * * * *', remindersKind, async () => {
    const now = deps.now();
    for (const row of await repository.dueForReminder(new Date(now.getTime() - REMIND_AFTER_MS))) {
      const state = await stillWaiting(gateway, row);
      if (state !== 'waiting') {
        await repository.end(row.intentId, state);
        continue;
      }
      await deps.transaction(async (tx) => {
        if (await repository.claimReminder(row.id, now, tx)) await remind(row, tx);
      });
    }
  });
}
