import type { FormEventHandler } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { TwoStepSetup } from '@church/contracts';
import { Button } from '../button';
import { TextField } from '../text-field';
import { AuthenticatorSetup } from './authenticator-setup';
import { RememberDeviceField } from './remember-device-field';
import { useTranslate } from './i18n/catalogues';

type CodeValues = { code: string; rememberDevice?: boolean };

interface EnrolCodeFormProps<T extends FieldValues, TOutput> {
  setup: TwoStepSetup;
  /** A form with a `code` field (and `rememberDevice` when `rememberDevice` is set). */
  form: UseFormReturn<T, unknown, TOutput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** Offers 'Remember this device' (at sign-in). */
  rememberDevice?: boolean;
  /** Offers Cancel beside the submit button. */
  onCancel?: () => void;
}

/**
 * Setting up an authenticator: the QR code and its key, then the code the app shows. The same
 * step whether the church asks for it at sign-in or the member turns it on in Account Settings.
 */
export function EnrolCodeForm<T extends CodeValues, TOutput>(props: EnrolCodeFormProps<T, TOutput>) {
  const { t } = useTranslate();
  const { setup, onSubmit, submitLabel, rememberDevice = false, onCancel } = props;
  // react-hook-form cannot resolve 'code' on a generic form type; `T extends CodeValues` guarantees it.
  const { register, formState } = props.form as unknown as UseFormReturn<CodeValues>;
  const submit = (
    <Button type="submit" loading={formState.isSubmitting}>
      {submitLabel}
    </Button>
  );
  return (
    <form className="ui-form" noValidate onSubmit={onSubmit} aria-label={t('ui.twoStep.formLabel')}>
      <AuthenticatorSetup setup={setup} />
      <TextField
        label={t('ui.twoStep.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        error={formState.errors.code?.message}
        {...register('code')}
      />
      {rememberDevice ? <RememberDeviceField {...register('rememberDevice')} /> : null}
      {onCancel ? (
        <div className="ui-form__links">
          {submit}
          <Button variant="secondary" onClick={onCancel}>
            {t('ui.twoStep.cancel')}
          </Button>
        </div>
      ) : (
        submit
      )}
    </form>
  );
}
