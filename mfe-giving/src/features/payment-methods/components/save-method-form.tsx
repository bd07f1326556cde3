import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@church/http/toast';
import { givingMessages } from '@church/contracts';
import { Button } from '@church/ui';
import type { CardPaymentError, CreatedPaymentMethod } from '../../../lib/card-payments/card-payments.types';
import { CardPaymentsProvider } from '../../../lib/card-payments/components/card-payments-provider';
import { SandboxModeNotice } from '../../../lib/card-payments/components/sandbox-mode-notice';
import { saveCardFailure, useSaveCard } from '../../../lib/saved-cards/api/save-card';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './payment-methods.module.css';

/**
 * Where a new card or bank account is typed: the card layer (Stripe or the sandbox, asked for
 * only when the form opens) and the sandbox's notice.
 */
export function AddMethodFrame({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.addCard}>
      <CardPaymentsProvider>
        <SandboxModeNotice />
        {children}
      </CardPaymentsProvider>
    </div>
  );
}

interface SaveMethodFormProps {
  /** The form's name ('Add a card'), its button's ('Save card') and what a saved one toasts. */
  label: string;
  saveLabel: string;
  savedMessage: string;
  /** Everything typed in: the button is enabled. */
  complete: boolean;
  /**
   * What was typed, as a payment method of the provider (the number goes only there); or, for a
   * bank account Stripe must verify with micro-deposits, what to do and where (nothing is saved yet).
   */
  tokenise: () => Promise<
    | { paymentMethod: CreatedPaymentMethod }
    | { error: CardPaymentError }
    | { verification: { message: string; url: string } }
  >;
  /** Saved or given up: the form closes. */
  onDone: () => void;
  /** The fields, disabled while saving. */
  children: (saving: boolean) => ReactNode;
}

/**
 * A card's or a bank account's form: tokenised by the provider, then kept for the member. A
 * refusal of either toasts the spec's 'Failed to save payment method {detail}' and keeps the form.
 */
export function SaveMethodForm({
  label,
  saveLabel,
  savedMessage,
  complete,
  tokenise,
  onDone,
  children,
}: SaveMethodFormProps) {
  const saveCard = useSaveCard();
  const [saving, setSaving] = useState(false);
  const [verification, setVerification] = useState<{ message: string; url: string } | null>(null);
  const { t } = useTranslate();

  /** Undefined when saved, null when it waits for micro-deposits, else what went wrong. */
  const save = async (): Promise<string | undefined | null> => {
    const created = await tokenise();
    if ('verification' in created) {
      setVerification(created.verification);
      return null;
    }
    if ('error' in created) return `${translate(givingMessages.savePaymentMethodFailed)} ${created.error.message}`;
    try {
      await saveCard.mutateAsync(created.paymentMethod.id);
      return undefined;
    } catch (failure) {
      return saveCardFailure(failure);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || saving) return;
    setSaving(true);
    const failure = await save();
    if (failure === null) {
      setSaving(false);
      return;
    }
    if (failure !== undefined) {
      toast.error(failure);
      setSaving(false);
      return;
    }
    toast.success(savedMessage);
    onDone();
  };

  if (verification) {
    return (
      <div role="status" className={styles.verification}>
        <p>{verification.message}</p>
        <a href={verification.url} target="_blank" rel="noreferrer">
          {t('giving.bank.verifyLink')}
        </a>
        <Button variant="secondary" onClick={onDone}>
          {t('giving.common.done')}
        </Button>
      </div>
    );
  }

  return (
    <form className="ui-form" aria-label={label} noValidate onSubmit={submit}>
      {children(saving)}
      <div className={styles.formActions}>
        <Button variant="secondary" disabled={saving} onClick={onDone}>
          {t('giving.common.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={!complete}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
