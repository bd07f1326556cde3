import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  accountMessages,
  TwoStepCodeSchema,
  type SessionResponse,
  type TwoStepCode,
  type TwoStepSetup,
} from '@church/contracts';
import { Button, EnrolCodeForm, TwoStepOn, valibotFormResolver } from '@church/ui';
import { finishSignInSetup } from '../api/finish-sign-in-setup';
import { startSignInSetup } from '../api/start-sign-in-setup';
import { challengeExpired, codeFieldError } from './code-error';
import { useTranslate } from '../i18n/catalogues';
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
  const { t } = useTranslate();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [done, setDone] = useState<{ recoveryCodes: string[]; session: SessionResponse } | null>(null);
  const form = useForm<TwoStepCode>({
    resolver: valibotFormResolver(TwoStepCodeSchema),
    defaultValues: { challengeToken, code: '', rememberDevice: false },
  });
  const { handleSubmit, setError } = form;

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
      <TwoStepOn
        recoveryCodes={done.recoveryCodes}
        continueLabel={t('shell.auth.continue')}
        onContinue={() => onSignedIn(done.session)}
      />
    );
  }

  if (!setup) {
    return (
      <div className="ui-form">
        <p>{t('shell.auth.twoStepRequired')}</p>
        <Button autoFocus loading={starting} onClick={start}>
          {t('shell.auth.setUpTwoStep')}
        </Button>
      </div>
    );
  }

  return (
    <EnrolCodeForm
      setup={setup}
      form={form}
      onSubmit={confirm}
      submitLabel={t('shell.auth.turnOnAndSignIn')}
      rememberDevice
    />
  );
}
