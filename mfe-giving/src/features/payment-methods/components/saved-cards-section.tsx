import { useId, useRef, useState } from 'react';
import type { PaymentMethod } from '@church/contracts';
import { Button, QueryView, useConfirm } from '@church/ui';
import { useSavedCards } from '../../../lib/saved-cards/api/get-saved-cards';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { AddCardForm } from './add-card-form';
import styles from './payment-methods.module.css';
import { cardLabel, SavedCardItem } from './saved-card-item';

/** The member's saved cards: the default marked, a new one added, another made default, one removed. */
export function SavedCardsSection({ className }: { className?: string }) {
  const cards = useSavedCards();
  const setDefault = useSetDefaultPaymentMethod();
  const removeCard = useDeletePaymentMethod();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setAdding(false);
    addRef.current?.focus();
  };

  const askToRemove = async (card: PaymentMethod) => {
    const removed = await confirm({
      title: 'Remove card',
      message: <p>Remove the {cardLabel(card)} from your saved cards?</p>,
      confirmLabel: 'Remove',
      onConfirm: () => removeCard.mutateAsync(card.id),
    });
    // Its row is gone: the keyboard goes on from the list's heading.
    if (removed) headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="ui-section-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Saved cards
        </h2>
        <Button
          ref={addRef}
          variant="secondary"
          aria-expanded={adding}
          aria-controls={adding ? formId : undefined}
          onClick={() => setAdding((open) => !open)}
        >
          Add a card
        </Button>
      </div>
      {adding ? <AddCardForm id={formId} onDone={closeForm} /> : null}
      <QueryView
        query={cards}
        errorMessage="Failed to get saved cards"
        empty="No saved cards yet"
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className={styles.cards} aria-labelledby={headingId}>
            {list.map((card) => (
              <SavedCardItem
                key={card.id}
                card={card}
                busy={setDefault.isPending}
                onMakeDefault={() => setDefault.mutate(card.id)}
                onRemove={() => void askToRemove(card)}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {dialog}
    </section>
  );
}
