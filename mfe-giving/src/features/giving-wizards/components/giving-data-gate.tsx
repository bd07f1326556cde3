import { useEffect, type ReactNode } from 'react';
import { Button, Spinner } from '@church/ui';
import { loadGivingData, useGivingData } from '../stores/giving-data-store';
import styles from './wizard.module.css';

interface GivingDataGateProps {
  /** The recurring wizard needs the plans as well as the giving types. */
  needsPlans: boolean;
  onBackToOptions: () => void;
  children: ReactNode;
}

/** Shows the flow once the giving types (and plans) are in; a failure can be retried. */
export function GivingDataGate({ needsPlans, onBackToOptions, children }: GivingDataGateProps) {
  const typesStatus = useGivingData((state) => state.givingTypesStatus);
  const plansStatus = useGivingData((state) => state.givingPlansStatus);

  useEffect(() => {
    loadGivingData();
  }, []);

  const failed = [
    typesStatus === 'error' ? 'giving types' : null,
    needsPlans && plansStatus === 'error' ? 'giving plans' : null,
  ]
    .filter(Boolean)
    .join(' and ');
  if (failed) {
    return (
      <div className={styles.wizard}>
        <p role="alert" className={styles.error}>
          Failed to get {failed}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBackToOptions}>
            Back to options
          </Button>
          <Button onClick={loadGivingData}>Try again</Button>
        </div>
      </div>
    );
  }
  if (typesStatus !== 'loaded' || (needsPlans && plansStatus !== 'loaded'))
    return <Spinner label="Loading giving types..." />;
  return children;
}
