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
      cell: (gift) => <GiftAmount amount={gift.amount} fee={gift.fee} />,
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
      cell: (gift) => <GiftStatus refunded={gift.isRefunded} status={gift.status} />,
    },
  ];
}

/** The gift, and apart from it the processing fee its donor covered (on the gift's first designation). */
function GiftAmount({ amount, fee }: { amount: number; fee: number | undefined }) {
  const { t } = useTranslate();
  return (
    <>
      <span className="ui-gift-amount">{formatMoney(amount)}</span>
      {fee ? <span className="ui-gift-fee"> {t('ui.gifts.feeCovered', { fee: formatMoney(fee) })}</span> : null}
    </>
  );
}

/** A bank payment is Pending until it settles, then Paid or Failed; a card gift is Paid (or Refunded). */
function GiftStatus({ refunded, status }: { refunded: boolean; status: GivingHistoryItem['status'] }) {
  const { t } = useTranslate();
  if (refunded) return <StatusBadge>{t('ui.gifts.refunded')}</StatusBadge>;
  if (status === 'pending') return <StatusBadge tone="neutral">{t('ui.gifts.pending')}</StatusBadge>;
  if (status === 'failed') return <StatusBadge tone="attention">{t('ui.gifts.failed')}</StatusBadge>;
  return <StatusBadge tone="success">{t('ui.gifts.paid')}</StatusBadge>;
}
