import { useState } from 'react';
import {
  DescriptorCodeFormSchema,
  MicrodepositAmountsFormSchema,
  type BankVerification,
  type VerifyMicrodeposits,
} from '@church/contracts';
import { Button } from '../button';
import { FormTextField } from '../form/form-text-field';
import { useValibotForm } from '../form/use-valibot-form';
import { Modal } from '../modal';
import { useTranslate } from './i18n/catalogues';
import { verifyBankAccount } from './verify-bank-account';
import styles from './bank-verification.module.css';

interface VerifyBankAccountDialogProps {
  verification: BankVerification;
  /** What is being verified, in words ('$40.00 to Tithe of 11/27/2026, from STRIPE TEST BANK •••• 6789'). */
  description: string;
  onVerified: () => Promise<void> | void;
  /** Refused: the wait may have ended (too many tries, expired), so the list is read again. */
  onRefused?: () => void;
  onClose: () => void;
}

/**
 * The holder's proof that the account is theirs, as Stripe asked for it: the two deposits in cents,
 * or the code in one deposit's description. Checked in the browser as the server checks it; the
 * server's refusal (wrong entry, too many tries, expired) is shown in the dialog, which stays open.
 */
export function VerifyBankAccountDialog(props: VerifyBankAccountDialogProps) {
  const { t } = useTranslate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (entry: VerifyMicrodeposits) => {
    setRefusal(null);
    try {
      const refused = await verifyBankAccount(props.verification.id, entry);
      if (refused !== null) {
        setRefusal(refused);
        props.onRefused?.();
        return;
      }
    } catch {
      // The shared client toasted what the API said; a lost connection is said here.
      setRefusal(t('ui.bankVerify.failed'));
      return;
    }
    await props.onVerified();
    props.onClose();
  };
  const formProps = { ...props, refusal, submit };
  return (
    <Modal title={t('ui.bankVerify.dialogTitle')} onClose={props.onClose}>
      {props.verification.microdepositType === 'amounts' ? <AmountsForm {...formProps} /> : <CodeForm {...formProps} />}
    </Modal>
  );
}

interface FormProps extends VerifyBankAccountDialogProps {
  refusal: string | null;
  submit: (entry: VerifyMicrodeposits) => Promise<void>;
}

function Actions({ onClose, submitting }: { onClose: () => void; submitting: boolean }) {
  const { t } = useTranslate();
  return (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={submitting} onClick={onClose}>
        {t('ui.bankVerify.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('ui.bankVerify.submit')}
      </Button>
    </div>
  );
}

function Refusal({ refusal }: { refusal: string | null }) {
  return refusal ? <p role="alert">{refusal}</p> : null;
}

function AmountsForm({ description, refusal, submit, onClose }: FormProps) {
  const { t } = useTranslate();
  const form = useValibotForm(MicrodepositAmountsFormSchema, { first: '', second: '' });
  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={form.handleSubmit(({ first, second }) => submit({ amounts: [first, second] }))}
    >
      <p className={styles.subject}>{description}</p>
      <p>{t('ui.bankVerify.askAmounts')}</p>
      <div className={styles.amounts}>
        <FormTextField
          form={form}
          name="first"
          label={t('ui.bankVerify.first')}
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
        />
        <FormTextField
          form={form}
          name="second"
          label={t('ui.bankVerify.second')}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <Refusal refusal={refusal} />
      <Actions onClose={onClose} submitting={form.formState.isSubmitting} />
    </form>
  );
}

function CodeForm({ description, refusal, submit, onClose }: FormProps) {
  const { t } = useTranslate();
  const form = useValibotForm(DescriptorCodeFormSchema, { code: '' });
  return (
    <form className="ui-form" noValidate onSubmit={form.handleSubmit(({ code }) => submit({ descriptorCode: code }))}>
      <p className={styles.subject}>{description}</p>
      <p>{t('ui.bankVerify.askCode')}</p>
      <FormTextField
        form={form}
        name="code"
        label={t('ui.bankVerify.code')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={6}
        data-autofocus
      />
      <Refusal refusal={refusal} />
      <Actions onClose={onClose} submitting={form.formState.isSubmitting} />
    </form>
  );
}
