import { fromCents } from '@church/contracts';
import { formatMoney } from '@church/ui';
import { useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import { Emphasized } from './emphasized';

/**
 * The thank-you of a one-time or anonymous gift: received (a card), or pending until the bank
 * settles it (a bank account); the fee the donor covered is named apart from the gift.
 */
export function GiftSuccessText({ amount }: { amount: number }) {
  const intentChoice = useWizardStore((state) => state.intentChoice) ?? 'card-0';
  const { t } = useTranslate();
  const [kind, feeCents] = intentChoice.split('-');
  const fee = fromCents(Number(feeCents) || 0);
  const gift = formatMoney(amount);
  return (
    <>
      <p>
        <Emphasized
          text={t(kind === 'bank' ? 'giving.success.bankPending' : 'giving.success.received', { amount: gift })}
          part={gift}
        />
      </p>
      {fee > 0 ? (
        <p>
          {t('giving.success.feeCovered', {
            fee: formatMoney(fee),
            total: formatMoney(Math.round((amount + fee) * 100) / 100),
          })}
        </p>
      ) : null}
      {kind === 'bank' ? <p>{t('giving.success.bankFailNotice')}</p> : null}
    </>
  );
}
