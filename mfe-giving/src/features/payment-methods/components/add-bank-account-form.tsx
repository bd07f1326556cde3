import { useState, type FormEvent } from 'react';
import { toast } from '@church/http/toast';
import { givingMessages } from '@church/contracts';
import { Button } from '@church/ui';
import { BankAccountFields } from '../../../lib/bank-accounts/components/bank-account-fields';
import {
  bankAccountComplete,
  emptyBankAccount,
  tokeniseBankAccount,
} from '../../../lib/bank-accounts/tokenise-bank-account';
import { CardPaymentsProvider } from '../../../lib/card-payments/components/card-payments-provider';
import { SandboxModeNotice } from '../../../lib/card-payments/components/sandbox-mode-notice';
import { useCardPayments } from '../../../lib/card-payments/hooks/use-card-payments';
import { saveCardFailure, useSaveCard } from '../../../lib/saved-cards/api/save-card';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './payment-methods.module.css';

/**
 * A US bank account kept beside the cards (sandbox mode: the provider's test accounts; with
 * real keys the bank's browser step is not built yet, which the form says). The provider is
 * asked for only when the form is opened, as for a card.
 */
export function AddBankAccountForm({ id, onDone }: { id: string; onDone: () => void }) {
  return (
    <div id={id} className={styles.addCard}>
      <CardPaymentsProvider>
        <SandboxModeNotice />
        <AddBankAccountFields onDone={onDone} />
      </CardPaymentsProvider>
    </div>
  );
}

function AddBankAccountFields({ onDone }: { onDone: () => void }) {
  const cardPayments = useCardPayments();
  const saveCard = useSaveCard();
  const [values, setValues] = useState(emptyBankAccount);
  const [saving, setSaving] = useState(false);
  const { t } = useTranslate();

  if (cardPayments.mode !== 'sandbox') return <p>{t('giving.bank.notYet')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!bankAccountComplete(values) || saving) return;
    setSaving(true);
    const created = await tokeniseBankAccount(values);
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
    toast.success(translate('giving.bank.added'));
    onDone();
  };

  return (
    <form className="ui-form" aria-label={t('giving.bank.add')} noValidate onSubmit={submit}>
      <BankAccountFields values={values} onChange={setValues} disabled={saving} />
      <div className={styles.formActions}>
        <Button variant="secondary" disabled={saving} onClick={onDone}>
          {t('giving.common.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={!bankAccountComplete(values)}>
          {t('giving.bank.save')}
        </Button>
      </div>
    </form>
  );
}
