import { useState } from 'react';
import { BankAccountFields } from '../../../lib/bank-accounts/components/bank-account-fields';
import {
  bankAccountComplete,
  emptyBankAccount,
  tokeniseBankAccount,
} from '../../../lib/bank-accounts/tokenise-bank-account';
import { useCardPayments } from '../../../lib/card-payments/hooks/use-card-payments';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { AddMethodFrame, SaveMethodForm } from './save-method-form';
import { setUpBankAccount } from '../../../lib/bank-accounts/set-up-bank-account';
import { useBankAccountHolder } from '../../../lib/bank-accounts/use-bank-account-holder';
import styles from './payment-methods.module.css';

/**
 * A US bank account kept beside the cards: sandbox mode types in the provider's test accounts;
 * with real keys Stripe's own dialog collects it (Financial Connections, or micro-deposits).
 */
export function AddBankAccountForm({ id, onDone }: { id: string; onDone: () => void }) {
  return (
    <AddMethodFrame id={id}>
      <AddBankAccountFields onDone={onDone} />
    </AddMethodFrame>
  );
}

function AddBankAccountFields({ onDone }: { onDone: () => void }) {
  const cardPayments = useCardPayments();
  const [values, setValues] = useState(emptyBankAccount);
  const { t } = useTranslate();
  if (cardPayments.bankAccounts) return <StripeBankAccountForm onDone={onDone} />;
  return (
    <SaveMethodForm
      label={t('giving.bank.add')}
      saveLabel={t('giving.bank.save')}
      savedMessage={translate('giving.bank.added')}
      complete={bankAccountComplete(values)}
      tokenise={() => tokeniseBankAccount(values)}
      onDone={onDone}
    >
      {(saving) => <BankAccountFields values={values} onChange={setValues} disabled={saving} />}
    </SaveMethodForm>
  );
}

/** Stripe mode: no numbers typed here; Save opens Stripe's dialog, then the account is kept. */
function StripeBankAccountForm({ onDone }: { onDone: () => void }) {
  const cardPayments = useCardPayments();
  const holder = useBankAccountHolder();
  const { t } = useTranslate();
  const tokenise = async () => {
    const setup = await setUpBankAccount(cardPayments, holder);
    if ('canceled' in setup) return { error: { message: translate('giving.bank.dialogClosed') } };
    if (!('paymentMethodId' in setup)) return setup;
    // Saved by its id: the API answers the bank's name and last 4.
    return { paymentMethod: { id: setup.paymentMethodId, card: { brand: '', last4: '' } } };
  };
  return (
    <SaveMethodForm
      label={t('giving.bank.add')}
      saveLabel={t('giving.bank.connect')}
      savedMessage={translate('giving.bank.added')}
      complete
      tokenise={tokenise}
      onDone={onDone}
    >
      {() => <p className={styles.hint}>{t('giving.bank.stripeDialog')}</p>}
    </SaveMethodForm>
  );
}
