import { useState } from 'react';
import { Button, Spinner } from '@church/ui';
import { useQueryClient } from '@church/query';
import { twoStepStatusKey, useTwoStepStatus } from '../api/get-two-step-status';
import { TurnOffForm } from './turn-off-form';
import { TurnOnFlow } from './turn-on-flow';

/** Account Settings' "Two-step sign-in": a code from an authenticator app after the password. */
export function TwoStepSection() {
  const queryClient = useQueryClient();
  const { data: status, isError, refetch } = useTwoStepStatus();
  const [changing, setChanging] = useState(false);
  const done = () => {
    setChanging(false);
    void queryClient.invalidateQueries({ queryKey: twoStepStatusKey });
  };

  return (
    <section className="ui-form" aria-labelledby="account-two-step-heading">
      <h2 id="account-two-step-heading">Two-step sign-in</h2>
      {!status && !isError ? <Spinner /> : null}
      {isError && !status ? (
        <p>
          Could not load two-step sign-in.{' '}
          <Button variant="link" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {status && !status.enabled ? (
        <>
          <p>
            Off. When it is on, signing in asks for a code from an authenticator app on your phone after your password.
            {status.required
              ? ' Your church requires it for your account: you will set it up at your next sign-in.'
              : ''}
          </p>
          {changing ? (
            <TurnOnFlow onCancel={() => setChanging(false)} onDone={done} />
          ) : (
            <Button onClick={() => setChanging(true)}>Turn on two-step sign-in</Button>
          )}
        </>
      ) : null}
      {status?.enabled ? (
        <>
          <p>
            On. {status.recoveryCodesLeft} of 10 recovery codes left.
            {status.required ? ' Your church requires it for your account, so it cannot be turned off.' : ''}
          </p>
          {status.required ? null : changing ? (
            <TurnOffForm onCancel={() => setChanging(false)} onDone={done} />
          ) : (
            <Button variant="secondary" onClick={() => setChanging(true)}>
              Turn off two-step sign-in
            </Button>
          )}
        </>
      ) : null}
    </section>
  );
}
