import type { ReactNode } from 'react';
import type { GivingHistoryItem } from '@church/contracts';
import type { DataColumn } from '../data-table/data-column';
import { formatDate } from '../format/format-date';
import { formatMoney } from '../format/format-money';
import { StatusBadge } from '../status-badge/status-badge';
import { PaidWith } from './paid-with';
import { translate, useTranslate } from './i18n/catalogues';

interface GiftColumnsOptions<G> {
  /** A column after the date naming who gave (the staff's history of everybody's gifts). */
  donor?: (gift: G) => ReactNode;
  /** Show how an offline gift came (cash, check number) instead of 'Offline'. */
  offlineDetail?: boolean;
}

/**
 * The columns of a gift history, the member's own and the staff's: date, amount, type, paid with,
 * status. Headed in the active language: build them again when it changes (`useMemo` on
 * `language` from `useTranslate`).
 */
export function giftColumns<G extends GivingHistoryItem>(options: GiftColumnsOptions<G> = {}): DataColumn<G>[] {
  const { donor, offlineDetail } = options;
  return [
    {
      id: 'date',
      header: translate('ui.gifts.date'),
      cell: (gift) => (
        <time className="ui-gift-date" dateTime={gift.creationDate}>
          {formatDate(gift.creationDate)}
        </time>
      ),
    },
    ...(donor ? [{ id: 'donor', header: translate('ui.gifts.donor'), cell: donor }] : []),
    {
      id: 'amount',
      header: translate('ui.gifts.amount'),
      cell: (gift) => <span className="ui-gift-amount">{formatMoney(gift.amount)}</span>,
    },
    { id: 'givingType', header: translate('ui.gifts.givingType'), cell: (gift) => gift.givingTypeName },
    {
      id: 'paidWith',
      header: translate('ui.gifts.paidWith'),
      cell: (gift) => <PaidWith paymentMethod={gift.paymentMethod} offlineDetail={offlineDetail} />,
    },
    {
      id: 'status',
      header: translate('ui.gifts.status'),
      cell: (gift) => <GiftStatus refunded={gift.isRefunded} />,
    },
  ];
}

function GiftStatus({ refunded }: { refunded: boolean }) {
  const { t } = useTranslate();
  return refunded ? (
    <StatusBadge>{t('ui.gifts.refunded')}</StatusBadge>
  ) : (
    <StatusBadge tone="success">{t('ui.gifts.paid')}</StatusBadge>
  );
}
