import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  accountMessages,
  TwoStepConfirmSchema,
  TwoStepPasswordSchema,
  type TwoStepConfirm,
  type TwoStepPassword,
  type TwoStepSetup,
} from '@church/contracts';
import { Button, EnrolCodeForm, TextField, TwoStepOn, valibotFormResolver } from '@church/ui';
import { enableTwoStep } from '../api/enable-two-step';
import { startTwoStepSetup } from '../api/start-two-step-setup';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { showUnreachable } from '../../../lib/show-unreachable';

/** Password, then the QR code and a code from the app, then the recovery codes (shown this once). */
export function TurnOnFlow({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { t } = useTranslate();

  if (recoveryCodes) {
    return <TwoStepOn recoveryCodes={recoveryCodes} continueLabel={t('account.twoStep.done')} onContinue={onDone} />;
  }
  if (setup) return <ConfirmCodeForm setup={setup} onEnabled={setRecoveryCodes} onCancel={onCancel} />;
  return <PasswordStep onSetup={setSetup} onCancel={onCancel} />;
}

function PasswordStep({ onSetup, onCancel }: { onSetup: (setup: TwoStepSetup) => void; onCancel: () => void }) {
  const { register, handleSubmit, formState } = useForm<TwoStepPassword>({
    resolver: valibotFormResolver(TwoStepPasswordSchema),
    defaultValues: { password: '' },
  });
  const { t } = useTranslate();
  const submit = handleSubmit(async (values) => {
    try {
      onSetup(await startTwoStepSetup(values));
    } catch (error) {
      showUnreachable(error, translate(accountMessages.updateUserFailed));
    }
  });
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-label={t('account.twoStep.confirmPassword')}>
      <p>{t('account.twoStep.enterPassword')}</p>
      <TextField
        label={t('account.common.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className="ui-form__links">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('account.twoStep.continue')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.common.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface ConfirmCodeFormProps {
  setup: TwoStepSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}

function ConfirmCodeForm({ setup, onEnabled, onCancel }: ConfirmCodeFormProps) {
  const form = useForm<TwoStepConfirm>({
    resolver: valibotFormResolver(TwoStepConfirmSchema),
    defaultValues: { code: '' },
  });
  const { t } = useTranslate();
  const submit = form.handleSubmit(async (values) => {
    try {
      onEnabled(await enableTwoStep(values));
    } catch (error) {
      showUnreachable(error, translate(accountMessages.updateUserFailed));
    }
  });
  return (
    <EnrolCodeForm
      setup={setup}
      form={form}
      onSubmit={submit}
      submitLabel={t('account.twoStep.turnOn')}
      onCancel={onCancel}
    />
  );
}
