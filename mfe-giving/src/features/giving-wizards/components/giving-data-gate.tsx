import type { ReactNode } from 'react';
import { Button, Spinner } from '@church/ui';
import { useGivingPlans } from '../api/get-giving-plans';
import { useGivingTypes } from '../../../lib/giving-types/api/get-giving-types';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';

interface GivingDataGateProps {
  /** The recurring wizard needs the plans as well as the giving types. */
  needsPlans: boolean;
  onBackToOptions: () => void;
  children: ReactNode;
}

/**
 * Shows the flow once the giving types (and plans) are in; a failure can be retried. They come
 * from the shared query cache, so a flow opened again shows at once.
 */
export function GivingDataGate({ needsPlans, onBackToOptions, children }: GivingDataGateProps) {
  const types = useGivingTypes();
  const { t } = useTranslate();
  const plans = useGivingPlans({ enabled: needsPlans });
  // A failed background refresh keeps what was loaded: only a list never loaded stops the flow.
  const typesFailed = types.isError && types.data === undefined;
  const plansFailed = needsPlans && plans.isError && plans.data === undefined;

  if (typesFailed || plansFailed) {
    let failed = 'giving.data.bothFailed';
    if (!plansFailed) failed = 'giving.data.typesFailed';
    else if (!typesFailed) failed = 'giving.data.plansFailed';
    const retry = () => {
      if (typesFailed) void types.refetch();
      if (plansFailed) void plans.refetch();
    };
    return (
      <div className={styles.wizard}>
        <p role="alert" className={styles.error}>
          {t(failed)}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBackToOptions}>
            {t('giving.common.backToOptions')}
          </Button>
          <Button onClick={retry}>{t('giving.common.tryAgain')}</Button>
        </div>
      </div>
    );
  }
  if (types.data === undefined || (needsPlans && plans.data === undefined))
    return <Spinner label={t('giving.data.loading')} />;
  return children;
}
