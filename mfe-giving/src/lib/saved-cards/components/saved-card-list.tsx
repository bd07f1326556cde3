import { useId } from 'react';
import type { PaymentMethod } from '@church/contracts';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './saved-card-list.module.css';
import { MethodSummary } from './method-summary';

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
export function SavedCardList({ cards, selectedId, onSelect, label }: SavedCardListProps) {
  const { t } = useTranslate();
  const name = useId();
  return (
    <fieldset className={styles.list}>
      <legend className="ui-visually-hidden">{label ?? t('giving.cards.title')}</legend>
      {cards.map((card) => (
        <label key={card.id} className={styles.card}>
          <input
            type="radio"
            name={name}
            value={card.id}
            checked={card.id === selectedId}
            onChange={() => onSelect(card.id)}
          />
          <MethodSummary card={card.card} />
          {card.isDefault ? <span className={styles.default}>{t('giving.common.default')}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
