import { useForm } from 'react-hook-form';
import { accountMessages, TwoStepCodeSchema, type SessionResponse, type TwoStepCode } from '@church/contracts';
import { Button, RememberDeviceField, TextField, valibotFormResolver } from '@church/ui';
import { signInWithCode } from '../api/sign-in-with-code';
import { challengeExpired, codeFieldError } from './code-error';
import { useTranslate } from '../i18n/catalogues';
import { showFailure } from './show-failure';

interface TwoStepCodeStepProps {
  challengeToken: string;
  onSignedIn: (session: SessionResponse) => void;
  onRestart: () => void;
}

/** Sign-in's second step for an account with an authenticator: its code, or a recovery code. */
export function TwoStepCodeStep({ challengeToken, onSignedIn, onRestart }: TwoStepCodeStepProps) {
  const { t } = useTranslate();
  const { register, handleSubmit, formState, setError } = useForm<TwoStepCode>({
    resolver: valibotFormResolver(TwoStepCodeSchema),
    defaultValues: { challengeToken, code: '', rememberDevice: false },
  });

  const submit = handleSubmit(async (values) => {
    try {
      onSignedIn(await signInWithCode(values));
    } catch (error) {
      const message = await codeFieldError(error);
      if (message) return setError('code', { message }, { shouldFocus: true });
      await showFailure(error, accountMessages.signInFailed);
      if (challengeExpired(error)) onRestart();
    }
  });

  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-label={t('shell.auth.twoStepLabel')}>
      <p>{t('shell.auth.twoStepCodeIntro')}</p>
      <TextField
        label={t('shell.auth.code')}
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <RememberDeviceField {...register('rememberDevice')} />
      <Button type="submit" loading={formState.isSubmitting}>
        {t('shell.auth.verify')}
      </Button>
      <div className="ui-form__links">
        <Button variant="link" onClick={onRestart}>
          {t('shell.auth.anotherAccount')}
        </Button>
      </div>
    </form>
  );
}
