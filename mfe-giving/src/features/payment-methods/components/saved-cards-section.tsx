import { useId, useRef, useState } from 'react';
import type { PaymentMethod } from '@church/contracts';
import { Button, QueryView, useConfirm } from '@church/ui';
import { useSavedCards } from '../../../lib/saved-cards/api/get-saved-cards';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { AddBankAccountForm } from './add-bank-account-form';
import { AddCardForm } from './add-card-form';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './payment-methods.module.css';
import { cardLabel, SavedCardItem } from './saved-card-item';

/** The member's saved cards and bank accounts: the default marked, a new one added, another made default, one removed. */
export function SavedCardsSection({ className }: { className?: string }) {
  const cards = useSavedCards();
  const setDefault = useSetDefaultPaymentMethod();
  const removeCard = useDeletePaymentMethod();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const [addingBank, setAddingBank] = useState(false);
  const bankFormId = useId();
  const addBankRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const { t } = useTranslate();

  const closeForm = () => {
    setAdding(false);
    addRef.current?.focus();
  };
  const closeBankForm = () => {
    setAddingBank(false);
    addBankRef.current?.focus();
  };

  const askToRemove = async (card: PaymentMethod) => {
    const removed = await confirm({
      title: t('giving.cards.removeTitle'),
      message: <p>{t('giving.cards.removeMessage', { card: cardLabel(card) })}</p>,
      confirmLabel: t('giving.cards.remove'),
      onConfirm: () => removeCard.mutateAsync(card.id),
    });
    // Its row is gone: the keyboard goes on from the list's heading.
    if (removed) headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="ui-section-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('giving.cards.title')}
        </h2>
        <Button
          ref={addRef}
          variant="secondary"
          aria-expanded={adding}
          aria-controls={adding ? formId : undefined}
          onClick={() => setAdding((open) => !open)}
        >
          {t('giving.cards.add')}
        </Button>
        <Button
          ref={addBankRef}
          variant="secondary"
          aria-expanded={addingBank}
          aria-controls={addingBank ? bankFormId : undefined}
          onClick={() => setAddingBank((open) => !open)}
        >
          {t('giving.bank.add')}
        </Button>
      </div>
      {adding ? <AddCardForm id={formId} onDone={closeForm} /> : null}
      {addingBank ? <AddBankAccountForm id={bankFormId} onDone={closeBankForm} /> : null}
      <QueryView
        query={cards}
        errorMessage={t('giving.cards.failed')}
        empty={t('giving.cards.empty')}
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
