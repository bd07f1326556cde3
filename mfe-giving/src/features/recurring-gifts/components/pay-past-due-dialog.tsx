import { useState, type FormEvent } from 'react';
import { givingMessages, type InvoiceView, type RecurringGiving } from '@church/contracts';
import { toast } from '@church/http';
import { useQueryClient } from '@church/query';
import { Button, cardBrandName, formatMoney, Modal, SelectField } from '@church/ui';
import { CardPaymentsProvider } from '../../../lib/card-payments/components/card-payments-provider';
import { useCardPayments } from '../../../lib/card-payments/hooks/use-card-payments';
import { toastFailure } from '../../../lib/http/toast-failure';
import { recurringGivingsKey } from '../../../lib/recurring-givings/api/get-recurring-givings';
import { useSavedCards } from '../../../lib/saved-cards/api/get-saved-cards';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { payPastDue } from '../api/pay-past-due';
import styles from './recurring-gifts.module.css';

interface PayPastDueDialogProps {
  gift: RecurringGiving;
  /** The gift in words ('$25.00 a month to Tithe'). */
  description: string;
  onClose: () => void;
}

/**
 * A renewal the card declined left the gift past due: the member pays the missed charge now with
 * one of their saved cards (a new one is added under Saved cards first), which later charges use.
 * A card that asks for authentication gets it here, as in the wizards.
 */
export function PayPastDueDialog(props: PayPastDueDialogProps) {
  const { t } = useTranslate();
  return (
    <Modal title={t('giving.pastDue.title')} onClose={props.onClose}>
      <CardPaymentsProvider>
        <PayPastDueForm {...props} />
      </CardPaymentsProvider>
    </Modal>
  );
}

const settled = (status: string | undefined) => status === 'succeeded' || status === 'processing';

function PayPastDueForm({ gift, description, onClose }: PayPastDueDialogProps) {
  const { t } = useTranslate();
  const cardPayments = useCardPayments();
  const queryClient = useQueryClient();
  // Recurring gifts are charged to cards.
  const cards = (useSavedCards().data ?? []).filter((method) => method.card.kind !== 'bank');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paymentMethodId = chosen ?? (cards.find((card) => card.isDefault) ?? cards[0])?.stripePaymentMethodId;

  /** Paid (perhaps after the card's authentication), or the provider's reason it was not. */
  const outcome = async (invoice: InvoiceView): Promise<string | null> => {
    const intent = invoice.paymentIntent;
    if (invoice.status === 'paid' || settled(intent?.status)) return null;
    if (intent?.status !== 'requires_action')
      return intent?.lastPaymentError?.message ?? translate(givingMessages.cardDeclined);
    const result = await cardPayments.handleCardAction(intent.clientSecret);
    if ('error' in result) return `${translate(givingMessages.paymentFailed)} ${result.error.message}`;
    return settled(result.paymentIntent.status) ? null : translate(givingMessages.cardDeclined);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!paymentMethodId || paying) return;
    setPaying(true);
    setError(null);
    try {
      const refusal = await outcome(await payPastDue(gift.id, { paymentMethodId }));
      if (refusal === null) {
        await queryClient.invalidateQueries({ queryKey: recurringGivingsKey });
        toast.success(translate('giving.pastDue.paid'));
        onClose();
        return;
      }
      setError(refusal);
    } catch (failure) {
      toastFailure(failure, 'giving.pastDue.failed');
    }
    setPaying(false);
  };

  return (
    <form className="ui-form" noValidate onSubmit={(event) => void pay(event)}>
      <p>{t('giving.pastDue.explain', { gift: description })}</p>
      {cards.length === 0 ? (
        <p>{t('giving.pastDue.noCards')}</p>
      ) : (
        <SelectField
          label={t('giving.recurring.cardField')}
          value={paymentMethodId}
          disabled={paying}
          data-autofocus
          onChange={(change) => setChosen(change.currentTarget.value)}
        >
          {cards.map((card) => (
            <option key={card.id} value={card.stripePaymentMethodId}>
              {`${cardBrandName(card.card.brand)} •••• ${card.card.last4}`}
            </option>
          ))}
        </SelectField>
      )}
      {error ? <p role="alert">{error}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={paying} onClick={onClose}>
          {t('giving.common.cancel')}
        </Button>
        <Button type="submit" loading={paying} disabled={!paymentMethodId}>
          {t('giving.payment.pay', { amount: formatMoney(gift.amount + (gift.fee ?? 0)) })}
        </Button>
      </div>
    </form>
  );
}
