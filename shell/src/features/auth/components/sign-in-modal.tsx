import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isAdmin, signIn } from '@church/auth';
import { areaEntryPath } from '@church/areas';
import {
  accountMessages,
  isTwoStepChallenge,
  SignInSchema,
  type SessionResponse,
  type SignIn,
  type TwoStepChallenge,
} from '@church/contracts';
import { openModal } from '@church/modals';
import { useNavigate } from '@church/router';
import { Button, Modal, TextField, valibotFormResolver } from '@church/ui';
import { translateMessage, useTranslate } from '../i18n/catalogues';
import { showFailure } from './show-failure';
import { TwoStepCodeStep } from './two-step-code-step';
import { TwoStepEnrolStep } from './two-step-enrol-step';

export default function SignInModal({ onClose, reason }: { onClose: () => void; reason?: string }) {
  const { t } = useTranslate();
  const navigate = useNavigate();
  const reasonId = useId();
  // Set when the password was right and a second step is due (decision 0057).
  const [challenge, setChallenge] = useState<TwoStepChallenge['twoStep'] | null>(null);
  const { register, handleSubmit, formState } = useForm<SignIn>({
    resolver: valibotFormResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });

  const signedIn = (session: SessionResponse) => {
    onClose();
    // Admins go to their dashboard's first page; members stay where they were.
    if (isAdmin(session)) navigate(areaEntryPath('dashboard', session));
  };

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await signIn(values);
      if (isTwoStepChallenge(answer)) setChallenge(answer.twoStep);
      else signedIn(answer);
    } catch (error) {
      await showFailure(error, accountMessages.signInFailed);
    }
  });

  if (challenge) {
    const Step = challenge.next === 'code' ? TwoStepCodeStep : TwoStepEnrolStep;
    return (
      <Modal title={t('shell.auth.signIn')} onClose={onClose}>
        <Step challengeToken={challenge.challengeToken} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />
      </Modal>
    );
  }

  return (
    <Modal title={t('shell.auth.signIn')} onClose={onClose} describedBy={reason ? reasonId : undefined}>
      {/* Said here, where the visitor looks: the toast saying it too is under the dialog. */}
      {reason ? (
        <p id={reasonId} className="ui-notice">
          {translateMessage(reason)}
        </p>
      ) : null}
      <form className="ui-form" noValidate onSubmit={submit}>
        <TextField
          label={t('shell.auth.email')}
          data-autofocus=""
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('shell.auth.password')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          {t('shell.auth.signIn')}
        </Button>
        <div className="ui-form__links">
          <Button variant="link" onClick={() => openModal('forgot-password')}>
            {t('shell.auth.forgotPassword')}
          </Button>
          <Button variant="link" onClick={() => openModal('resend-confirmation')}>
            {t('shell.auth.resendConfirmation')}
          </Button>
          <Button variant="link" onClick={() => openModal('sign-in-link')}>
            {t('shell.auth.signInLink')}
          </Button>
          <Button variant="link" onClick={() => openModal('sign-up')}>
            {t('shell.auth.noAccount')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
