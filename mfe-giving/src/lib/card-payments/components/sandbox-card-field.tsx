import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { CardBrandMark, TextField } from '@church/ui';
import type { CardFieldProps } from '../hooks/use-card-payments';
import { useSandboxCardStore } from '../stores/sandbox-card-store';
import {
  acceptCardNumber,
  acceptCvc,
  acceptExpiry,
  checkSandboxCard,
  formatCardNumber,
  formatExpiry,
  type SandboxCardCheck,
  type SandboxCardInput,
} from '../utils/sandbox-card-check';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './sandbox-card-field.module.css';

const countDigits = (text: string) => text.replace(/\D/g, '').length;

/** Backspace over a group's space (or the expiry's ' / ') removes the digit before it instead. */
function typedValue(event: ChangeEvent<HTMLInputElement>, previousDigits: string) {
  const input = event.currentTarget;
  const caret = input.selectionStart ?? input.value.length;
  let typed = input.value;
  let digitsBeforeCaret = countDigits(typed.slice(0, caret));
  const deleting = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
  const removedOnlySeparator = typed.replace(/\D/g, '') === previousDigits;
  if (deleting && removedOnlySeparator && digitsBeforeCaret > 0) {
    const digits = typed.replace(/\D/g, '');
    typed = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  }
  return { typed, digitsBeforeCaret, deleting };
}

/** Puts the caret back after the same number of digits once the value is re-formatted. */
function useCaretAfterDigits() {
  const pending = useRef<{ input: HTMLInputElement; digits: number } | null>(null);
  useLayoutEffect(() => {
    const caret = pending.current;
    pending.current = null;
    if (!caret || caret.input.ownerDocument.activeElement !== caret.input) return;
    const { value } = caret.input;
    let index = 0;
    for (let seen = 0; index < value.length && seen < caret.digits; index += 1) {
      if (/\d/.test(value.charAt(index))) seen += 1;
    }
    caret.input.setSelectionRange(index, index);
  });
  return (input: HTMLInputElement, digits: number) => {
    pending.current = { input, digits };
  };
}

/** Tells the caller what changed, as Stripe's change event does: never on mount, never twice alike. */
function useReportChanges({ empty, complete, brand, error }: SandboxCardCheck, onChange: CardFieldProps['onChange']) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const reported = useRef(`${empty}|${complete}|${brand}|${error}`);
  useEffect(() => {
    const key = `${empty}|${complete}|${brand}|${error}`;
    if (key === reported.current) return;
    reported.current = key;
    latest.current({ empty, complete, brand, error });
  }, [empty, complete, brand, error]);
}

/**
 * The sandbox's stand-in for Stripe's CardElement: card number (grouped, with the brand's mark),
 * expiry and CVC as three labelled inputs with the provider's messages, one at a time. What is
 * typed stays in the provider's store; the inputs have no name, so no form ever submits them.
 */
export function SandboxCardField({ onChange, disabled = false }: CardFieldProps) {
  const store = useSandboxCardStore();
  const { values, submitted } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [left, setLeft] = useState<Record<SandboxCardInput, boolean>>({ number: false, expiry: false, cvc: false });
  const errorId = useId();
  const placeCaret = useCaretAfterDigits();
  const { t } = useTranslate();

  useEffect(() => store.attach(), [store]);

  const check = checkSandboxCard(values, { left, submitted, now: new Date() });
  useReportChanges(check, onChange);

  const inputProps = (input: SandboxCardInput) => {
    const invalid = check.problem?.input === input;
    return {
      disabled,
      inputMode: 'numeric' as const,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? errorId : undefined,
      onFocus: () => setLeft((current) => ({ ...current, [input]: false })),
      onBlur: () => setLeft((current) => ({ ...current, [input]: true })),
    };
  };

  return (
    <fieldset className={styles.field}>
      <legend className="ui-visually-hidden">{t('giving.cardForm.details')}</legend>
      <div className={styles.numberRow}>
        <TextField
          label={t('giving.cardForm.number')}
          className={styles.number}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={formatCardNumber(values.number)}
          onChange={(event) => {
            const { typed, digitsBeforeCaret } = typedValue(event, values.number);
            store.setValue('number', acceptCardNumber(typed));
            placeCaret(event.currentTarget, digitsBeforeCaret);
          }}
          {...inputProps('number')}
        />
        <span className={styles.brand}>{values.number ? <CardBrandMark brand={check.brand} /> : null}</span>
      </div>
      <div className={styles.row}>
        <TextField
          label={t('giving.cardForm.expiry')}
          autoComplete="cc-exp"
          placeholder={t('giving.cardForm.expiryPlaceholder')}
          value={formatExpiry(values.expiry)}
          onChange={(event) => {
            const { typed, digitsBeforeCaret, deleting } = typedValue(event, values.expiry);
            const expiry = deleting ? typed.replace(/\D/g, '').slice(0, 4) : acceptExpiry(typed, values.expiry);
            store.setValue('expiry', expiry);
            placeCaret(event.currentTarget, digitsBeforeCaret + expiry.length - countDigits(typed));
          }}
          {...inputProps('expiry')}
        />
        <TextField
          label={t('giving.cardForm.cvc')}
          autoComplete="cc-csc"
          placeholder={t('giving.cardForm.cvcPlaceholder')}
          value={values.cvc}
          onChange={(event) => store.setValue('cvc', acceptCvc(event.currentTarget.value, values.number))}
          {...inputProps('cvc')}
        />
      </div>
      {check.error ? (
        <p id={errorId} className={`ui-field__error ${styles.error}`} role="alert">
          {check.error}
        </p>
      ) : null}
    </fieldset>
  );
}
