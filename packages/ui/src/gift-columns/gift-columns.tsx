import type { ReactNode } from 'react';
import type { GivingHistoryItem } from '@church/contracts';
import type { DataColumn } from '../data-table/data-column';
import { formatDate } from '../format/format-date';
import { formatMoney } from '../format/format-money';
import { StatusBadge } from '../status-badge/status-badge';
import { PaidWith } from './paid-with';

interface GiftColumnsOptions<G> {
  /** A column after the date naming who gave (the staff's history of everybody's gifts). */
  donor?: (gift: G) => ReactNode;
  /** Show how an offline gift came (cash, check number) instead of 'Offline'. */
  offlineDetail?: boolean;
}

/** The columns of a gift history, the member's own and the staff's: date, amount, type, paid with, status. */
export function giftColumns<G extends GivingHistoryItem>(options: GiftColumnsOptions<G> = {}): DataColumn<G>[] {
  const { donor, offlineDetail } = options;
  return [
    {
      header: 'Date',
      cell: (gift) => (
        <time className="ui-gift-date" dateTime={gift.creationDate}>
          {formatDate(gift.creationDate)}
        </time>
      ),
    },
    ...(donor ? [{ header: 'Donor', cell: donor }] : []),
    { header: 'Amount', cell: (gift) => <span className="ui-gift-amount">{formatMoney(gift.amount)}</span> },
    { header: 'Giving type', cell: (gift) => gift.givingTypeName },
    {
      header: 'Paid with',
      cell: (gift) => <PaidWith paymentMethod={gift.paymentMethod} offlineDetail={offlineDetail} />,
    },
    {
      header: 'Status',
      cell: (gift) =>
        gift.isRefunded ? <StatusBadge>Refunded</StatusBadge> : <StatusBadge tone="success">Paid</StatusBadge>,
    },
  ];
}
