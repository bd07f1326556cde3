import type { PaymentMethod } from '@church/contracts';
import { Button, cardBrandName } from '@church/ui';
import { MethodSummary } from '../../../lib/saved-cards/components/method-summary';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './payment-methods.module.css';

interface SavedCardItemProps {
  card: PaymentMethod;
  /** A change of the default is on its way: no second one meanwhile. */
  busy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** 'Visa ending in 4242': how a card is named to screen readers and in dialogs. */
export const cardLabel = (card: PaymentMethod) =>
  card.card.kind === 'bank'
    ? translate('giving.bank.label', { bank: card.card.brand, last4: card.card.last4 })
    : translate('giving.cards.label', { brand: cardBrandName(card.card.brand), last4: card.card.last4 });

/** One saved card: brand mark, '•••• 4242', the default badge, and what can be done with it. */
export function SavedCardItem({ card, busy, onMakeDefault, onRemove }: SavedCardItemProps) {
  const label = cardLabel(card);
  const { t } = useTranslate();
  return (
    <li className={card.isDefault ? `${styles.card} ${styles.isDefault}` : styles.card}>
      <MethodSummary card={card.card} />
      {card.isDefault ? <span className={styles.default}>{t('giving.common.default')}</span> : null}
      <span className={styles.actions}>
        {card.isDefault ? null : (
          <Button variant="link" disabled={busy} onClick={onMakeDefault}>
            {t('giving.cards.makeDefault')}
            <span className="ui-visually-hidden"> {t('giving.cards.forCard', { card: label })}</span>
          </Button>
        )}
        <Button variant="link" className={styles.remove} onClick={onRemove}>
          {t('giving.cards.remove')}
          <span className="ui-visually-hidden"> {label}</span>
        </Button>
      </span>
    </li>
  );
}
