import { useEffect, useState } from 'react';
import { openModal } from '@church/modals';
import { useSearchParams } from '@church/router';
import { Button, Spinner } from '@church/ui';
import { confirmEmail } from '../api/confirm-email';
import { useTranslate } from '../i18n/catalogues';

type Confirmation = 'confirming' | 'confirmed' | 'failed';

/** Where the e-mailed confirmation link lands: confirms the account, then offers sign-in. */
export default function ConfirmEmailPage() {
  const { t } = useTranslate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<Confirmation>('confirming');

  useEffect(() => {
    let current = true;
    confirmEmail(token).then(
      () => current && setState('confirmed'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (state === 'confirming') return <Spinner label={t('shell.auth.confirming')} />;
  return (
    <section className="ui-error-panel" role="status">
      {state === 'confirmed' ? (
        <>
          <h1>{t('shell.auth.confirmed')}</h1>
          <p>{t('shell.auth.confirmedLead')}</p>
          <Button onClick={() => openModal('sign-in')}>{t('shell.auth.signIn')}</Button>
        </>
      ) : (
        <>
          <h1>{t('shell.auth.linkFailed')}</h1>
          <p>{t('shell.auth.confirmLinkFailedLead')}</p>
          <Button onClick={() => openModal('resend-confirmation')}>{t('shell.auth.resendConfirmation')}</Button>
        </>
      )}
    </section>
  );
}
