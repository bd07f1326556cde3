import type { RecurringGiving, SubscriptionStatus } from '@church/contracts';
import { CardSummary, type DataColumn, formatDate, formatMoney, StatusBadge, type StatusTone } from '@church/ui';
import styles from './recurring-gifts.module.css';

/** The gateway's statuses in words, and how each is shown. */
const statuses: Record<SubscriptionStatus, { label: string; tone: StatusTone }> = {
  active: { label: 'Active', tone: 'success' },
  incomplete: { label: 'Awaiting payment', tone: 'attention' },
  past_due: { label: 'Past due', tone: 'attention' },
  unpaid: { label: 'Unpaid', tone: 'attention' },
  incomplete_expired: { label: 'Expired', tone: 'neutral' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

/** A gift still charged, or waiting to be: it can be cancelled. */
export const isCancellable = (gift: RecurringGiving) =>
  gift.status !== 'canceled' && gift.status !== 'incomplete_expired';

const none = (
  <>
    <span aria-hidden="true">—</span>
    <span className="ui-visually-hidden">None</span>
  </>
);

const amount: DataColumn<RecurringGiving> = {
  header: 'Amount',
  cell: (gift) => <span className={styles.amount}>{formatMoney(gift.amount)} a month</span>,
};
const givingType: DataColumn<RecurringGiving> = { header: 'Giving type', cell: (gift) => gift.givingTypeName };
const card: DataColumn<RecurringGiving> = {
  header: 'Card',
  cell: (gift) => (gift.card ? <CardSummary brand={gift.card.brand} last4={gift.card.last4} /> : none),
};
const status: DataColumn<RecurringGiving> = {
  header: 'Status',
  cell: (gift) => {
    const { label, tone } = statuses[gift.status];
    return <StatusBadge tone={tone}>{label}</StatusBadge>;
  },
};
const nextCharge: DataColumn<RecurringGiving> = {
  header: 'Next charge',
  cell: (gift) => (gift.nextPaymentDate ? formatDate(gift.nextPaymentDate) : none),
};

export const recurringGiftColumns = [amount, givingType, card, status, nextCharge] as const;
