import { useEffect } from 'react';
import { openModal } from '@church/modals';
import { useSearchParams } from '@church/router';
import { Button } from '@church/ui';
import { useTranslate } from '../i18n/catalogues';

/** Where the e-mailed reset link lands: opens the Reset password dialog with the link's token. */
export default function ResetPasswordPage() {
  const { t } = useTranslate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const open = () => openModal('reset-password', { token });

  useEffect(() => {
    openModal('reset-password', { token });
  }, [token]);

  return (
    <section className="ui-error-panel">
      <h1>{t('shell.auth.resetYourPassword')}</h1>
      <p>{t('shell.auth.resetLead')}</p>
      <Button onClick={open}>{t('shell.auth.openAgain')}</Button>
    </section>
  );
}
