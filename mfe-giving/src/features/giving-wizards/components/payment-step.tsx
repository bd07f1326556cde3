import { useEffect, useState } from 'react';
import { toast } from '@church/http/toast';
import { givingMessages, type PaymentMethod } from '@church/contracts';
import { Button, formatMoney, Spinner } from '@church/ui';
import type { CardFieldState } from '../../../lib/card-payments/card-payments.types';
import { CardField } from '../../../lib/card-payments/components/card-field';
import { CardPaymentsProvider } from '../../../lib/card-payments/components/card-payments-provider';
import { SandboxModeNotice } from '../../../lib/card-payments/components/sandbox-mode-notice';
import { useCardPayments } from '../../../lib/card-payments/hooks/use-card-payments';
import { saveCardFailure, useSaveCard } from '../../../lib/saved-cards/api/save-card';
import { SavedCardList } from '../../../lib/saved-cards/components/saved-card-list';
import { failed, type Pay, type PayOutcome } from '../stores/pay-outcome';
import type { BankAccountHolder, CardPayments } from '../../../lib/card-payments/card-payments.types';
import { choosePaymentView, useWizardStore } from '../stores/wizard-store';
import { useProcessingFees } from '../../../lib/processing-fees/api/get-processing-fees';
import { coveredFee } from '../../../lib/processing-fees/covered-fee';
import { BankPayment, PaymentKindChoice } from './bank-payment';
import { CoverFeesCheckbox } from './cover-fees-checkbox';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/** The member's saved cards as the query gives them (`data` once loaded). */
interface SavedCardsQuery {
  data: PaymentMethod[] | undefined;
  isPending: boolean;
}

interface PaymentStepProps {
  /** What Pay charges, in dollars. */
  amount: number;
  /** The member's saved cards; null for an anonymous donor, who always types a card. */
  savedCards: SavedCardsQuery | null;
  /** The wizard's own payment with the chosen card's provider id (pm_...). */
  pay: Pay;
  /**
   * One-time and anonymous gifts: paid by card or from a US bank account (sandbox mode), the fee
   * covered or not chosen here. A recurring gift chose both before (`fixedFee`, dollars).
   */
  bankAccounts?: boolean;
  fixedFee?: number;
  /** Stripe mode: the wizard's payment from an account the donor picks in Stripe's dialog. */
  payNewBankAccount?: PayNewBankAccount;
}

export type Attempt = (task: () => Promise<PayOutcome>) => Promise<void>;
export type PayNewBankAccount = (cardPayments: CardPayments, holder: BankAccountHolder) => Promise<PayOutcome>;

/**
 * Spec section 4: 'payment-method' when the member has saved cards, else 'card'; 'Use another
 * card' and 'Use an existing method' switch between them. A refusal is shown here and the user
 * can pay again, with the same card or another.
 */
export function PaymentStep({
  amount,
  savedCards,
  pay,
  bankAccounts = false,
  fixedFee,
  payNewBankAccount,
}: PaymentStepProps) {
  const chosenView = useWizardStore((state) => state.paymentView);
  // Chosen here (bankAccounts), or before it (a recurring gift's confirmation); else a card.
  const paymentKind = useWizardStore((state) => state.paymentKind);
  const coverFees = useWizardStore((state) => state.coverFees);
  const rates = useProcessingFees().data;
  const fee = coveredFee(amount, paymentKind, rates);
  const [error, setError] = useState<string | null>(null);
  // The bank account waits for micro-deposits: what to do, and where, instead of paying again.
  const [verification, setVerification] = useState<{ message: string; url: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const { t } = useTranslate();
  // A list that failed to load leaves the card field, as having no saved cards does. Saved bank
  // accounts pay only as bank payments (their fee is the bank's).
  const methods = savedCards?.data ?? [];
  const cards = methods.filter((method) => method.card.kind !== 'bank');
  const loading = savedCards !== null && savedCards.isPending;
  // Decided once the saved cards are known, then kept: a later change of the list (a card saved
  // elsewhere) must not swap the card field away in the middle of a payment.
  const view = chosenView ?? (loading ? null : cards.length > 0 ? 'payment-method' : 'card');
  useEffect(() => {
    if (chosenView === null && view !== null) choosePaymentView(view);
  }, [chosenView, view]);

  if (view === null) {
    return (
      <WizardStep heading={t('giving.wizard.payment')}>
        <Spinner label={t('giving.payment.loadingCards')} />
      </WizardStep>
    );
  }

  const attempt: Attempt = async (task) => {
    setPaying(true);
    setError(null);
    const outcome = await task().catch((failure: unknown) =>
      failed(
        `${translate(givingMessages.paymentFailed)} ${failure instanceof Error ? failure.message : String(failure)}`,
      ),
    );
    if (!outcome.ok && outcome.verifyUrl) setVerification({ message: outcome.message, url: outcome.verifyUrl });
    else if (!outcome.ok) setError(outcome.message);
    setPaying(false);
  };
  const added = fixedFee ?? (coverFees && fee !== null ? fee : 0);
  const charged = amount + added;
  const payLabel = t('giving.payment.pay', { amount: formatMoney(Math.round(charged * 100) / 100) });

  const forms = (
    /* The provider (sandbox or Stripe) is asked for once per page, only when a gift is paid. */
    <CardPaymentsProvider>
      <SandboxModeNotice />
      {bankAccounts ? <PaymentKindChoice disabled={paying} /> : null}
      {fixedFee === undefined && fee !== null ? <CoverFeesCheckbox fee={fee} disabled={paying} /> : null}
      {paymentKind === 'bank' ? (
        <BankPayment
          accounts={methods.filter((method) => method.card.kind === 'bank')}
          paying={paying}
          payLabel={payLabel}
          attempt={attempt}
          pay={pay}
          payNewBankAccount={payNewBankAccount}
        />
      ) : view === 'payment-method' ? (
        <SavedCardPayment cards={cards} paying={paying} payLabel={payLabel} attempt={attempt} pay={pay} />
      ) : (
        <NewCardPayment
          canSave={savedCards !== null}
          hasSavedCards={cards.length > 0}
          paying={paying}
          payLabel={payLabel}
          attempt={attempt}
          pay={pay}
        />
      )}
    </CardPaymentsProvider>
  );

  return (
    <WizardStep
      heading={t(view === 'payment-method' || paymentKind === 'bank' ? 'giving.payment.method' : 'giving.wizard.card')}
    >
      {verification ? (
        <div role="status" className={styles.verification}>
          <p>{verification.message}</p>
          <a href={verification.url} target="_blank" rel="noreferrer">
            {t('giving.bank.verifyLink')}
          </a>
        </div>
      ) : (
        forms
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </WizardStep>
  );
}

export interface ViewProps {
  paying: boolean;
  payLabel: string;
  attempt: Attempt;
  pay: Pay;
}

function SavedCardPayment({ cards, paying, payLabel, attempt, pay }: ViewProps & { cards: PaymentMethod[] }) {
  const cardPayments = useCardPayments();
  const { t } = useTranslate();
  const [selectedId, setSelectedId] = useState(() => (cards.find((card) => card.isDefault) ?? cards[0])?.id ?? null);
  const selected = cards.find((card) => card.id === selectedId);
  return (
    <div className="ui-form">
      <SavedCardList
        cards={cards}
        selectedId={selectedId}
        onSelect={setSelectedId}
        label={t('giving.payment.payWithSaved')}
      />
      <div className={styles.actions}>
        <Button variant="link" disabled={paying} onClick={() => choosePaymentView('card')}>
          {t('giving.payment.useAnother')}
        </Button>
        <Button
          loading={paying}
          disabled={!selected}
          onClick={() => selected && attempt(() => pay(cardPayments, selected.stripePaymentMethodId))}
        >
          {payLabel}
        </Button>
      </div>
    </div>
  );
}

interface NewCardPaymentProps extends ViewProps {
  /** A member may keep the card; an anonymous donor may not. */
  canSave: boolean;
  hasSavedCards: boolean;
}

function NewCardPayment({ canSave, hasSavedCards, paying, payLabel, attempt, pay }: NewCardPaymentProps) {
  const cardPayments = useCardPayments();
  const saveCard = useSaveCard();
  const [card, setCard] = useState<CardFieldState | null>(null);
  const [keepCard, setKeepCard] = useState(false);
  const { t } = useTranslate();

  const payWithNewCard = async (): Promise<PayOutcome> => {
    const created = await cardPayments.createPaymentMethod();
    if ('error' in created) return failed(`${translate(givingMessages.paymentFailed)} ${created.error.message}`);
    const paymentMethodId = created.paymentMethod.id;
    const outcome = await pay(cardPayments, paymentMethodId, { keepCard });
    // Kept only once it has paid, so a declined card is never saved. Keeping it is a
    // convenience: if that fails the gift is still paid, and the member is told.
    if (outcome.ok && keepCard) {
      saveCard.mutateAsync(paymentMethodId).catch(async (failure: unknown) => {
        toast.error(await saveCardFailure(failure));
      });
    }
    return outcome;
  };

  return (
    <div className="ui-form">
      <CardField onChange={setCard} disabled={paying} />
      {canSave ? (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={keepCard}
            disabled={paying}
            onChange={(event) => setKeepCard(event.currentTarget.checked)}
          />
          {t('giving.payment.saveCard')}
        </label>
      ) : null}
      <div className={styles.actions}>
        {hasSavedCards ? (
          <Button variant="link" disabled={paying} onClick={() => choosePaymentView('payment-method')}>
            {t('giving.payment.useExisting')}
          </Button>
        ) : null}
        <Button loading={paying} disabled={!card?.complete} onClick={() => attempt(payWithNewCard)}>
          {payLabel}
        </Button>
      </div>
    </div>
  );
}
