import type { RecurringGiving, SubscriptionStatus } from '@church/contracts';
import { type DataColumn, formatDate, formatMoney, StatusBadge, type StatusTone } from '@church/ui';
import { amountPer, scheduleOf } from '../../../lib/recurring-givings/schedule-labels';
import { MethodSummary } from '../../../lib/saved-cards/components/method-summary';
import { translate } from '../../../i18n/catalogues';
import styles from './recurring-gifts.module.css';

/** The gateway's statuses in words (their catalogue ids), and how each is shown. */
const statuses: Record<SubscriptionStatus, { label: string; tone: StatusTone }> = {
  active: { label: 'giving.recurring.active', tone: 'success' },
  incomplete: { label: 'giving.recurring.incomplete', tone: 'attention' },
  trialing: { label: 'giving.recurring.scheduled', tone: 'success' },
  past_due: { label: 'giving.recurring.pastDue', tone: 'attention' },
  unpaid: { label: 'giving.recurring.unpaid', tone: 'attention' },
  incomplete_expired: { label: 'giving.recurring.expired', tone: 'neutral' },
  canceled: { label: 'giving.recurring.canceled', tone: 'neutral' },
};

/** A gift charged, or about to be: it can be changed. */
export const isChangeable = (gift: RecurringGiving) =>
  gift.status === 'active' || gift.status === 'trialing' || gift.status === 'past_due';

/** A gift still charged, or waiting to be: it can be cancelled. */
export const isCancellable = (gift: RecurringGiving) =>
  gift.status !== 'canceled' && gift.status !== 'incomplete_expired';

function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="ui-visually-hidden">{translate('giving.recurring.none')}</span>
    </>
  );
}

/** The columns in the active language: built when the table draws, so headers follow a switch. */
export function recurringGiftColumns(): DataColumn<RecurringGiving>[] {
  return [
    {
      header: translate('giving.recurring.amount'),
      // The gift, and apart from it the fee each charge adds when the member covers it.
      cell: (gift) => (
        <>
          <span className={styles.amount}>{amountPer(gift.amount, scheduleOf(gift))}</span>
          {gift.fee ? (
            <span className={styles.fee}>
              {translate('giving.recurring.feeCovered', { fee: formatMoney(gift.fee) })}
            </span>
          ) : null}
        </>
      ),
    },
    { header: translate('giving.common.givingType'), cell: (gift) => gift.givingTypeName },
    {
      header: translate('giving.recurring.card'),
      cell: (gift) => (gift.card ? <MethodSummary card={gift.card} /> : <None />),
    },
    {
      header: translate('giving.recurring.status'),
      // A charge from a bank account waits days for the bank: said beside the gift's own status.
      cell: (gift) => {
        const { label, tone } = statuses[gift.status];
        return (
          <>
            <StatusBadge tone={tone}>{translate(label)}</StatusBadge>
            {gift.pendingCharge ? (
              <span className={styles.pending}>
                {translate('giving.recurring.pendingCharge', {
                  amount: formatMoney(gift.pendingCharge.amount),
                  date: formatDate(gift.pendingCharge.since),
                })}
              </span>
            ) : null}
          </>
        );
      },
    },
    {
      header: translate('giving.recurring.nextCharge'),
      cell: (gift) => (gift.nextPaymentDate ? formatDate(gift.nextPaymentDate) : <None />),
    },
  ];
}
