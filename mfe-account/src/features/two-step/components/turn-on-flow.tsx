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
import { showUnreachable } from '../../../lib/show-unreachable';

/** Password, then the QR code and a code from the app, then the recovery codes (shown this once). */
export function TurnOnFlow({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return <TwoStepOn recoveryCodes={recoveryCodes} continueLabel="Done" onContinue={onDone} />;
  }
  if (setup) return <ConfirmCodeForm setup={setup} onEnabled={setRecoveryCodes} onCancel={onCancel} />;
  return <PasswordStep onSetup={setSetup} onCancel={onCancel} />;
}

function PasswordStep({ onSetup, onCancel }: { onSetup: (setup: TwoStepSetup) => void; onCancel: () => void }) {
  const { register, handleSubmit, formState } = useForm<TwoStepPassword>({
    resolver: valibotFormResolver(TwoStepPasswordSchema),
    defaultValues: { password: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      onSetup(await startTwoStepSetup(values));
    } catch (error) {
      showUnreachable(error, accountMessages.updateUserFailed);
    }
  });
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-label="Confirm your password">
      <p>Enter your password to set up an authenticator app.</p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className="ui-form__links">
        <Button type="submit" loading={formState.isSubmitting}>
          Continue
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
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
  const submit = form.handleSubmit(async (values) => {
    try {
      onEnabled(await enableTwoStep(values));
    } catch (error) {
      showUnreachable(error, accountMessages.updateUserFailed);
    }
  });
  return <EnrolCodeForm setup={setup} form={form} onSubmit={submit} submitLabel="Turn on" onCancel={onCancel} />;
}
