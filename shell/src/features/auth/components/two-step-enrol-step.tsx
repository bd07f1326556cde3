import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  accountMessages,
  TwoStepCodeSchema,
  type SessionResponse,
  type TwoStepCode,
  type TwoStepSetup,
} from '@church/contracts';
import {
  AuthenticatorSetup,
  Button,
  RecoveryCodesList,
  RememberDeviceField,
  TextField,
  valibotFormResolver,
} from '@church/ui';
import { finishSignInSetup } from '../api/finish-sign-in-setup';
import { startSignInSetup } from '../api/start-sign-in-setup';
import { challengeExpired, codeFieldError } from './code-error';
import { showFailure } from './show-failure';

interface TwoStepEnrolStepProps {
  challengeToken: string;
  onSignedIn: (session: SessionResponse) => void;
  onRestart: () => void;
}

/**
 * Sign-in of a person the church requires a second factor of and who has none yet: set up an
 * authenticator (started by a click, so a re-render never draws a second secret), confirm it
 * with a code, see the recovery codes once, then go on signed in.
 */
export function TwoStepEnrolStep({ challengeToken, onSignedIn, onRestart }: TwoStepEnrolStepProps) {
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [done, setDone] = useState<{ recoveryCodes: string[]; session: SessionResponse } | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TwoStepCode>({
    resolver: valibotFormResolver(TwoStepCodeSchema),
    defaultValues: { challengeToken, code: '', rememberDevice: false },
  });

  const failed = async (error: unknown) => {
    await showFailure(error, accountMessages.signInFailed);
    if (challengeExpired(error)) onRestart();
  };

  const start = async () => {
    setStarting(true);
    try {
      setSetup(await startSignInSetup(challengeToken));
    } catch (error) {
      await failed(error);
    } finally {
      setStarting(false);
    }
  };

  const confirm = handleSubmit(async (values) => {
    try {
      setDone(await finishSignInSetup(values));
    } catch (error) {
      const message = await codeFieldError(error);
      if (message) return setError('code', { message }, { shouldFocus: true });
      await failed(error);
    }
  });

  if (done) {
    return (
      <div className="ui-form">
        <p role="status">Two-step sign-in is on.</p>
        <RecoveryCodesList codes={done.recoveryCodes} />
        <Button autoFocus onClick={() => onSignedIn(done.session)}>
          Continue
        </Button>
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="ui-form">
        <p>
          Your church asks you to use two-step sign-in: after your password, a code from an authenticator app on your
          phone. Set it up now to continue.
        </p>
        <Button autoFocus loading={starting} onClick={start}>
          Set up two-step sign-in
        </Button>
      </div>
    );
  }

  return (
    <form className="ui-form" noValidate onSubmit={confirm} aria-label="Set up two-step sign-in">
      <AuthenticatorSetup setup={setup} />
      <TextField
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <RememberDeviceField {...register('rememberDevice')} />
      <Button type="submit" loading={formState.isSubmitting}>
        Turn on and sign in
      </Button>
    </form>
  );
}
