import type { PaymentMethod } from '@church/contracts';
import { Button, cardBrandName, CardSummary } from '@church/ui';
import styles from './payment-methods.module.css';

interface SavedCardItemProps {
  card: PaymentMethod;
  /** A change of the default is on its way: no second one meanwhile. */
  busy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** 'Visa ending in 4242': how a card is named to screen readers and in dialogs. */
export const cardLabel = (card: PaymentMethod) => `${cardBrandName(card.card.brand)} ending in ${card.card.last4}`;

/** One saved card: brand mark, '•••• 4242', the default badge, and what can be done with it. */
export function SavedCardItem({ card, busy, onMakeDefault, onRemove }: SavedCardItemProps) {
  const label = cardLabel(card);
  return (
    <li className={card.isDefault ? `${styles.card} ${styles.isDefault}` : styles.card}>
      <CardSummary brand={card.card.brand} last4={card.card.last4} />
      {card.isDefault ? <span className={styles.default}>Default</span> : null}
      <span className={styles.actions}>
        {card.isDefault ? null : (
          <Button variant="link" disabled={busy} onClick={onMakeDefault}>
            Make default<span className="ui-visually-hidden"> for {label}</span>
          </Button>
        )}
        <Button variant="link" className={styles.remove} onClick={onRemove}>
          Remove<span className="ui-visually-hidden"> {label}</span>
        </Button>
      </span>
    </li>
  );
}
