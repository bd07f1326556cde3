import type { PaymentCard } from '@church/contracts';
import { CardSummary } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';

/** A saved card (brand mark, '•••• 4242'), or a bank account ('STRIPE TEST BANK •••• 6789'). */
export function MethodSummary({ card }: { card: PaymentCard }) {
  const { t } = useTranslate();
  const { brand, last4, kind } = card;
  if (kind === 'bank') return <span>{t('giving.bank.summary', { bank: brand, last4 })}</span>;
  return <CardSummary brand={brand} last4={last4} />;
}
