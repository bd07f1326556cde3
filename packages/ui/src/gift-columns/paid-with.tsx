import type { GivingPaymentMethod } from '@church/contracts';
import { CardSummary } from '../card-brand-mark/card-summary';
import { useTranslate } from './i18n/catalogues';

const offlineNames = { cash: 'ui.gifts.cash', check: 'ui.gifts.check', mail: 'ui.gifts.mail' } as const;

interface PaidWithProps {
  paymentMethod: GivingPaymentMethod;
  /** Staff see how an offline gift came (cash, or a check with its number); a member sees 'Offline'. */
  offlineDetail?: boolean;
}

/**
 * How a gift was paid: the card's brand mark and last 4, a bank account, or offline. Gifts paid before the card
 * was recorded with them say 'Card': online gifts are card payments.
 */
export function PaidWith({ paymentMethod, offlineDetail = false }: PaidWithProps) {
  const { t } = useTranslate();
  if (paymentMethod === null) return <>{t('ui.gifts.card')}</>;
  if (paymentMethod.kind === 'card') return <CardSummary brand={paymentMethod.brand} last4={paymentMethod.last4} />;
  if (paymentMethod.kind === 'bank') {
    return <>{t('ui.gifts.bank', { bank: paymentMethod.bankName, last4: paymentMethod.last4 })}</>;
  }
  if (!offlineDetail) return <>{t('ui.gifts.offline')}</>;
  const name = t(offlineNames[paymentMethod.method]);
  return (
    <>
      {paymentMethod.checkNumber
        ? t('ui.gifts.checkNumber', { method: name, number: paymentMethod.checkNumber })
        : name}
    </>
  );
}
