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

/**
 * A US bank account kept beside the cards (sandbox mode: the provider's test accounts; with
 * real keys the bank's browser step is not built yet, which the form says).
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
  if (cardPayments.mode !== 'sandbox') return <p>{t('giving.bank.notYet')}</p>;
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
