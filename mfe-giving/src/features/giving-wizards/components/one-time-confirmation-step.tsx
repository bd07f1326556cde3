import { useState } from 'react';
import { toast } from '@church/http/toast';
import { givingMessages, timings } from '@church/contracts';
import { Button } from '@church/ui';
import { createOneTimeGiving } from '../api/create-one-time-giving';
import { givingCreated, goToStep, isCurrentRun, useWizardStore } from '../stores/wizard-store';
import { DesignationsSummary } from './designations-summary';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/** Confirm creates the member's pending gift; the payment step pays it. */
export function OneTimeConfirmationStep() {
  const designations = useWizardStore((state) => state.designations);
  const [submitting, setSubmitting] = useState(false);

  const confirm = async () => {
    const { run } = useWizardStore.getState();
    setSubmitting(true);
    try {
      const giving = await createOneTimeGiving({ designations });
      if (isCurrentRun(run)) givingCreated(giving);
    } catch {
      toast.error(givingMessages.oneTimeFailed, { duration: timings.longToastMs });
      setSubmitting(false);
    }
  };

  return (
    <WizardStep heading="Confirmation">
      <p className={styles.hint}>Please check your gift before you pay.</p>
      <DesignationsSummary designations={designations} />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={submitting} onClick={() => goToStep('designations')}>
          Back
        </Button>
        <Button loading={submitting} onClick={confirm}>
          Confirm
        </Button>
      </div>
    </WizardStep>
  );
}
