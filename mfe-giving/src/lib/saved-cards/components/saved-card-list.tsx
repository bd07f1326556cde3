import { useId } from 'react';
import type { PaymentMethod } from '@church/contracts';
import { CardBrandMark } from '../../card-payments/components/card-brand-mark';
import styles from './saved-card-list.module.css';

interface SavedCardListProps {
  cards: PaymentMethod[];
  /** The chosen card's id (PaymentMethod.id), or null before one is chosen. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The group's accessible name. */
  label?: string;
}

/**
 * The member's saved cards as one radio group (arrow keys move the choice, as with any radio
 * group): brand mark, '•••• 4242' and a 'Default' badge on the default card.
 */
export function SavedCardList({ cards, selectedId, onSelect, label = 'Saved cards' }: SavedCardListProps) {
  const name = useId();
  return (
    <fieldset className={styles.list}>
      <legend className="ui-visually-hidden">{label}</legend>
      {cards.map((card) => (
        <label key={card.id} className={styles.card}>
          <input
            type="radio"
            name={name}
            value={card.id}
            checked={card.id === selectedId}
            onChange={() => onSelect(card.id)}
          />
          <CardBrandMark brand={card.card.brand} />
          <span className={styles.last4}>
            <span aria-hidden="true">•••• </span>
            <span className="ui-visually-hidden">ending in </span>
            {card.card.last4}
          </span>
          {card.isDefault ? <span className={styles.default}>Default</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
