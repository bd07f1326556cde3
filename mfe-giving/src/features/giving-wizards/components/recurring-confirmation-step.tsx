import { useState } from 'react';
import { givingMessages } from '@church/contracts';
import { Button } from '@church/ui';
import { createSubscriptionSubject } from '../api/create-subscription-subject';
import { useGivingData } from '../stores/giving-data-store';
import { goToStep, isCurrentRun, subscriptionDataReceived, useWizardStore } from '../stores/wizard-store';
import { formatMoney } from '../utils/format-money';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/** Confirm asks the API for the member's customer and the plan's monthly price. */
export function RecurringConfirmationStep() {
  const recurring = useWizardStore((state) => state.recurring);
  const plan = useGivingData((state) => state.givingPlans.find((item) => item.id === recurring?.givingPlanId));
  const type = useGivingData((state) => state.givingTypes.find((item) => item.id === recurring?.givingTypeId));
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (!recurring) return;
    const { run } = useWizardStore.getState();
    setSubmitting(true);
    setFailed(false);
    try {
      const data = await createSubscriptionSubject(recurring);
      if (isCurrentRun(run)) subscriptionDataReceived(data);
    } catch {
      setFailed(true);
      setSubmitting(false);
    }
  };

  return (
    <WizardStep heading="Confirmation">
      <dl className={styles.summary}>
        <div>
          <dt>Monthly amount</dt>
          <dd>{plan ? formatMoney(plan.amount) : ''}</dd>
        </div>
        <div>
          <dt>Giving type</dt>
          <dd>{type?.name}</dd>
        </div>
        <div>
          <dt>Recurrence</dt>
          <dd>Monthly</dd>
        </div>
      </dl>
      {failed ? (
        <p role="alert" className={styles.error}>
          {givingMessages.recurringLoadFailed}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={submitting} onClick={() => goToStep('recurring-plan')}>
          Back
        </Button>
        <Button loading={submitting} onClick={confirm}>
          Confirm
        </Button>
      </div>
    </WizardStep>
  );
}
