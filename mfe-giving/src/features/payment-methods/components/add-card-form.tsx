import { useState } from 'react';
import type { CardFieldState } from '../../../lib/card-payments/card-payments.types';
import { CardField } from '../../../lib/card-payments/components/card-field';
import { useCardPayments } from '../../../lib/card-payments/hooks/use-card-payments';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { AddMethodFrame, SaveMethodForm } from './save-method-form';

interface AddCardFormProps {
  id: string;
  /** Saved or given up: the form closes. */
  onDone: () => void;
}

/**
 * A new card through the site's card layer (Stripe Elements or the sandbox field, whichever the
 * API is configured for; the card number goes only to the provider), then kept for the member.
 */
export function AddCardForm({ id, onDone }: AddCardFormProps) {
  return (
    <AddMethodFrame id={id}>
      <AddCardFields onDone={onDone} />
    </AddMethodFrame>
  );
}

function AddCardFields({ onDone }: { onDone: () => void }) {
  const cardPayments = useCardPayments();
  const [card, setCard] = useState<CardFieldState | null>(null);
  const { t } = useTranslate();
  return (
    <SaveMethodForm
      label={t('giving.cards.add')}
      saveLabel={t('giving.cards.save')}
      savedMessage={translate('giving.cards.added')}
      complete={card?.complete === true}
      tokenise={() => cardPayments.createPaymentMethod()}
      onDone={onDone}
    >
      {(saving) => <CardField onChange={setCard} disabled={saving} />}
    </SaveMethodForm>
  );
}
