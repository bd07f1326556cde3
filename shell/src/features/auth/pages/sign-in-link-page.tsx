import { useEffect, useRef, useState } from 'react';
import { isAdmin } from '@church/auth';
import { areaEntryPath } from '@church/areas';
import { openModal } from '@church/modals';
import { useNavigate, useSearchParams } from '@church/router';
import { Button, Spinner } from '@church/ui';
import { paths } from '../../../config/paths';
import { signInWithLink } from '../api/sign-in-with-link';
import { useTranslate } from '../i18n/catalogues';

/** Where the e-mailed sign-in link lands: signs in, then goes where signing in goes. */
export default function SignInLinkPage() {
  const { t } = useTranslate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  const failed = refused || !token;
  // The link works once: a second effect run (React's strict mode) must not spend it again.
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    signInWithLink(token).then(
      (session) => navigate(isAdmin(session) ? areaEntryPath('dashboard', session) : paths.home, { replace: true }),
      () => setRefused(true),
    );
  }, [token, navigate]);

  if (!failed) return <Spinner label={t('shell.auth.signingIn')} />;
  return (
    <section className="ui-error-panel" role="status">
      <h1>{t('shell.auth.linkFailed')}</h1>
      <p>{t('shell.auth.signInLinkFailedLead')}</p>
      <Button onClick={() => openModal('sign-in-link')}>{t('shell.auth.signInLink')}</Button>
    </section>
  );
}
