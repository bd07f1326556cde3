import { useEffect, useState } from 'react';
import { openModal } from '@church/modals';
import { useSearchParams } from '@church/router';
import { Button, Spinner } from '@church/ui';
import { confirmEmail } from '../api/confirm-email';

type Confirmation = 'confirming' | 'confirmed' | 'failed';

/** Where the e-mailed confirmation link lands: confirms the account, then offers sign-in. */
export default function ConfirmEmailPage() {
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

  if (state === 'confirming') return <Spinner label="Confirming your email..." />;
  return (
    <section className="ui-error-panel" role="status">
      {state === 'confirmed' ? (
        <>
          <h1>Your email is confirmed</h1>
          <p>Welcome! You can sign in now.</p>
          <Button onClick={() => openModal('sign-in')}>Sign In</Button>
        </>
      ) : (
        <>
          <h1>This link did not work</h1>
          <p>The confirmation link is invalid or has expired. We can send you a new one.</p>
          <Button onClick={() => openModal('resend-confirmation')}>Resend confirmation email</Button>
        </>
      )}
    </section>
  );
}
