import { useState, type FormEvent } from 'react';
import { toast } from '@church/http/toast';
import { givingMessages } from '@church/contracts';
import { Button } from '@church/ui';
import type { CardFieldState } from '../../../lib/card-payments/card-payments.types';
import { CardField } from '../../../lib/card-payments/components/card-field';
import { CardPaymentsProvider } from '../../../lib/card-payments/components/card-payments-provider';
import { SandboxModeNotice } from '../../../lib/card-payments/components/sandbox-mode-notice';
import { useCardPayments } from '../../../lib/card-payments/hooks/use-card-payments';
import { saveCardFailure, useSaveCard } from '../../../lib/saved-cards/api/save-card';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './payment-methods.module.css';

interface AddCardFormProps {
  id: string;
  /** Saved or given up: the form closes. */
  onDone: () => void;
}

/**
 * A new card through the site's card layer (Stripe Elements or the sandbox field, whichever the
 * API is configured for; the card number goes only to the provider), then kept for the member.
 * The provider is asked for only when the form is opened.
 */
export function AddCardForm({ id, onDone }: AddCardFormProps) {
  return (
    <div id={id} className={styles.addCard}>
      <CardPaymentsProvider>
        <SandboxModeNotice />
        <AddCardFields onDone={onDone} />
      </CardPaymentsProvider>
    </div>
  );
}

function AddCardFields({ onDone }: { onDone: () => void }) {
  const cardPayments = useCardPayments();
  const saveCard = useSaveCard();
  const [card, setCard] = useState<CardFieldState | null>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useTranslate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card?.complete || saving) return;
    setSaving(true);
    const created = await cardPayments.createPaymentMethod();
    if ('error' in created) {
      toast.error(`${translate(givingMessages.savePaymentMethodFailed)} ${created.error.message}`);
      setSaving(false);
      return;
    }
    try {
      await saveCard.mutateAsync(created.paymentMethod.id);
    } catch (failure) {
      toast.error(await saveCardFailure(failure));
      setSaving(false);
      return;
    }
    toast.success(translate('giving.cards.added'));
    onDone();
  };

  return (
    <form className="ui-form" aria-label={t('giving.cards.add')} noValidate onSubmit={submit}>
      <CardField onChange={setCard} disabled={saving} />
      <div className={styles.formActions}>
        <Button variant="secondary" disabled={saving} onClick={onDone}>
          {t('giving.common.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={!card?.complete}>
          {t('giving.cards.save')}
        </Button>
      </div>
    </form>
  );
}
