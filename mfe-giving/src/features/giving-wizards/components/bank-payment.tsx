import { useId, useState } from 'react';
import { givingMessages, type PaymentMethod } from '@church/contracts';
import { useQuery } from '@church/query';
import { Button } from '@church/ui';
import { paymentsConfigQueryOptions } from '../../../lib/card-payments/api/get-payments-config';
import { useCardPayments } from '../../../lib/card-payments/hooks/use-card-payments';
import { BankAccountFields } from '../../../lib/bank-accounts/components/bank-account-fields';
import {
  bankAccountComplete,
  emptyBankAccount,
  tokeniseBankAccount,
} from '../../../lib/bank-accounts/tokenise-bank-account';
import { SavedCardList } from '../../../lib/saved-cards/components/saved-card-list';
import { failed, type PayOutcome } from '../stores/pay-outcome';
import { choosePaymentKind, useWizardStore } from '../stores/wizard-store';
import { translate, useTranslate } from '../../../i18n/catalogues';
import type { PayNewBankAccount, ViewProps } from './payment-step';
import { useBankAccountHolder } from '../../../lib/bank-accounts/use-bank-account-holder';
import styles from './wizard.module.css';

/**
 * Card or bank account: the sandbox takes the provider's test bank accounts, Stripe its own
 * bank-account dialog. Read from the payments config, so it needs no card layer (the recurring
 * confirmation has none); nothing shows until the config says which provider it is.
 */
export function PaymentKindChoice({ disabled }: { disabled: boolean }) {
  const mode = useQuery(paymentsConfigQueryOptions()).data?.mode;
  const paymentKind = useWizardStore((state) => state.paymentKind);
  const { t } = useTranslate();
  const name = useId();
  if (mode !== 'sandbox' && mode !== 'stripe') return null;
  const option = (kind: 'card' | 'bank', label: string) => (
    <label className={styles.checkbox}>
      <input
        type="radio"
        name={name}
        checked={paymentKind === kind}
        disabled={disabled}
        onChange={() => choosePaymentKind(kind)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className={styles.kinds}>
      <legend>{t('giving.bank.payWith')}</legend>
      {option('card', t('giving.bank.card'))}
      {option('bank', t('giving.bank.bankAccount'))}
    </fieldset>
  );
}

/**
 * A US bank account pays: a saved one, or a new one (typed in, in the sandbox; picked in Stripe's
 * own dialog with real keys). The payment is then pending until the bank settles it (days
 * later), which the thank-you step says.
 */
export function BankPayment({
  accounts,
  paying,
  payLabel,
  attempt,
  pay,
  payNewBankAccount,
}: ViewProps & { accounts: PaymentMethod[]; payNewBankAccount: PayNewBankAccount | undefined }) {
  const cardPayments = useCardPayments();
  const donor = useWizardStore((state) => state.donor);
  const holder = useBankAccountHolder(donor);
  const { t } = useTranslate();
  // Stripe mode: no numbers are typed here; Stripe's dialog opens when Pay is pressed.
  const stripeDialog = cardPayments.bankAccounts !== null && payNewBankAccount !== undefined;
  const [selectedId, setSelectedId] = useState<number | null>(
    () => (accounts.find((account) => account.isDefault) ?? accounts[0])?.id ?? null,
  );
  const [values, setValues] = useState(emptyBankAccount);
  const selected = accounts.find((account) => account.id === selectedId);

  const payWithNewAccount = async (): Promise<PayOutcome> => {
    if (stripeDialog) return payNewBankAccount(cardPayments, holder);
    const created = await tokeniseBankAccount(values);
    if ('error' in created) return failed(`${translate(givingMessages.paymentFailed)} ${created.error.message}`);
    return pay(cardPayments, created.paymentMethod.id);
  };

  return (
    <div className="ui-form">
      {accounts.length > 0 ? (
        <SavedCardList
          cards={accounts}
          selectedId={selectedId}
          onSelect={setSelectedId}
          label={t('giving.bank.saved')}
        />
      ) : null}
      {selected ? null : stripeDialog ? (
        <p className={styles.hint}>{t('giving.bank.stripeDialog')}</p>
      ) : (
        <BankAccountFields values={values} onChange={setValues} disabled={paying} />
      )}
      <div className={styles.actions}>
        {selected ? (
          <Button variant="link" disabled={paying} onClick={() => setSelectedId(null)}>
            {t('giving.bank.useAnother')}
          </Button>
        ) : null}
        <Button
          loading={paying}
          disabled={!selected && !stripeDialog && !bankAccountComplete(values)}
          onClick={() =>
            attempt(selected ? () => pay(cardPayments, selected.stripePaymentMethodId) : payWithNewAccount)
          }
        >
          {payLabel}
        </Button>
      </div>
    </div>
  );
}
