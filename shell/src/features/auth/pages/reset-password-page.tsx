import { useEffect } from 'react';
import { openModal } from '@church/modals';
import { useSearchParams } from '@church/router';
import { Button } from '@church/ui';

/** Where the e-mailed reset link lands: opens the Reset password dialog with the link's token. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const open = () => openModal('reset-password', { token });

  useEffect(() => {
    openModal('reset-password', { token });
  }, [token]);

  return (
    <section className="ui-error-panel">
      <h1>Reset your password</h1>
      <p>Choose a new password in the dialog.</p>
      <Button onClick={open}>Open it again</Button>
    </section>
  );
}
