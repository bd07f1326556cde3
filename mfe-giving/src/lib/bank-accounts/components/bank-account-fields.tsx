import { useId } from 'react';
import { sandboxTestBankAccounts } from '@church/contracts';
import { useTranslate } from '../../../i18n/catalogues';
import type { BankAccountValues } from '../tokenise-bank-account';
import styles from './bank-account-fields.module.css';

interface BankAccountFieldsProps {
  values: BankAccountValues;
  onChange: (values: BankAccountValues) => void;
  disabled?: boolean;
}

/**
 * A US bank account typed in (sandbox mode: the provider's test numbers are named below the
 * fields, as the card field names its test cards). The numbers go only to the provider.
 */
export function BankAccountFields({ values, onChange, disabled }: BankAccountFieldsProps) {
  const { t } = useTranslate();
  const id = useId();
  const field = (name: keyof BankAccountValues, label: string, numeric: boolean) => (
    <div className="ui-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={values[name]}
        disabled={disabled}
        autoComplete="off"
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        onChange={(event) => onChange({ ...values, [name]: event.currentTarget.value })}
      />
    </div>
  );
  return (
    <fieldset className="ui-form">
      <legend className="ui-visually-hidden">{t('giving.bank.legend')}</legend>
      {field('accountHolderName', t('giving.bank.holder'), false)}
      {field('routingNumber', t('giving.bank.routing'), true)}
      {field('accountNumber', t('giving.bank.account'), true)}
      <p className={styles.hint}>
        {t('giving.bank.sandboxHint', {
          routing: sandboxTestBankAccounts.routingNumber,
          succeeds: sandboxTestBankAccounts.succeeds,
          fails: sandboxTestBankAccounts.fails,
        })}
      </p>
    </fieldset>
  );
}
