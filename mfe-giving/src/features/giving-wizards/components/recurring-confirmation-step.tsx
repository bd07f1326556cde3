import { useState } from 'react';
import { givingMessages } from '@church/contracts';
import { Button, formatMoney } from '@church/ui';
import { createSubscriptionSubject } from '../api/create-subscription-subject';
import { useGivingPlans } from '../api/get-giving-plans';
import { useGivingTypes } from '../api/get-giving-types';
import { goToStep, isCurrentRun, subscriptionDataReceived, useWizardStore } from '../stores/wizard-store';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/** Confirm asks the API for the member's customer and the plan's monthly price. */
export function RecurringConfirmationStep() {
  const recurring = useWizardStore((state) => state.recurring);
  const plan = useGivingPlans().data?.find((item) => item.id === recurring?.givingPlanId);
  const type = useGivingTypes().data?.find((item) => item.id === recurring?.givingTypeId);
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
