import type { PaymentMethod } from '@church/contracts';
import { CardSummary } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';

/** A saved card (brand mark, '•••• 4242'), or a bank account ('STRIPE TEST BANK •••• 6789'). */
export function MethodSummary({ method }: { method: PaymentMethod }) {
  const { t } = useTranslate();
  const { brand, last4, kind } = method.card;
  if (kind === 'bank') return <span>{t('giving.bank.summary', { bank: brand, last4 })}</span>;
  return <CardSummary brand={brand} last4={last4} />;
}
