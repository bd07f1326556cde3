import { useState } from 'react';
import { Button, Spinner } from '@church/ui';
import { useQueryClient } from '@church/query';
import { twoStepStatusKey, useTwoStepStatus } from '../api/get-two-step-status';
import { useTranslate } from '../../../i18n/catalogues';
import { TurnOffForm } from './turn-off-form';
import { TurnOnFlow } from './turn-on-flow';

/** Account Settings' "Two-step sign-in": a code from an authenticator app after the password. */
export function TwoStepSection() {
  const queryClient = useQueryClient();
  const { data: status, isError, refetch } = useTwoStepStatus();
  const [changing, setChanging] = useState(false);
  const { t } = useTranslate();
  const done = () => {
    setChanging(false);
    void queryClient.invalidateQueries({ queryKey: twoStepStatusKey });
  };

  return (
    <section className="ui-form" aria-labelledby="account-two-step-heading">
      <h2 id="account-two-step-heading">{t('account.twoStep.title')}</h2>
      {!status && !isError ? <Spinner /> : null}
      {isError && !status ? (
        <p>
          {t('account.twoStep.loadFailed')}{' '}
          <Button variant="link" onClick={() => void refetch()}>
            {t('account.common.tryAgain')}
          </Button>
        </p>
      ) : null}
      {status && !status.enabled ? (
        <>
          <p>
            {t('account.twoStep.offStatus')}
            {status.required ? ` ${t('account.twoStep.requiredNext')}` : ''}
          </p>
          {changing ? (
            <TurnOnFlow onCancel={() => setChanging(false)} onDone={done} />
          ) : (
            <Button onClick={() => setChanging(true)}>{t('account.twoStep.turnOnTwoStep')}</Button>
          )}
        </>
      ) : null}
      {status?.enabled ? (
        <>
          <p>
            {t('account.twoStep.onStatus', { left: status.recoveryCodesLeft })}
            {status.required ? ` ${t('account.twoStep.requiredOn')}` : ''}
          </p>
          {status.required ? null : changing ? (
            <TurnOffForm onCancel={() => setChanging(false)} onDone={done} />
          ) : (
            <Button variant="secondary" onClick={() => setChanging(true)}>
              {t('account.twoStep.turnOffTwoStep')}
            </Button>
          )}
        </>
      ) : null}
    </section>
  );
}
