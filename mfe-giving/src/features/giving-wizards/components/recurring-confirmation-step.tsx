import { useState } from 'react';
import { givingMessages } from '@church/contracts';
import { Button, formatMoney } from '@church/ui';
import { createSubscriptionSubject } from '../api/create-subscription-subject';
import { useGivingPlans } from '../api/get-giving-plans';
import { useGivingTypes } from '../api/get-giving-types';
import { goToStep, isCurrentRun, subscriptionDataReceived, useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/** Confirm asks the API for the member's customer and the plan's monthly price. */
export function RecurringConfirmationStep() {
  const recurring = useWizardStore((state) => state.recurring);
  const plan = useGivingPlans().data?.find((item) => item.id === recurring?.givingPlanId);
  const type = useGivingTypes().data?.find((item) => item.id === recurring?.givingTypeId);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslate();

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
    <WizardStep heading={t('giving.wizard.confirmation')}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('giving.common.monthlyAmount')}</dt>
          <dd>{plan ? formatMoney(plan.amount) : ''}</dd>
        </div>
        <div>
          <dt>{t('giving.common.givingType')}</dt>
          <dd>{type?.name}</dd>
        </div>
        <div>
          <dt>{t('giving.confirmation.recurrence')}</dt>
          <dd>{t('giving.confirmation.monthly')}</dd>
        </div>
      </dl>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t(givingMessages.recurringLoadFailed)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={submitting} onClick={() => goToStep('recurring-plan')}>
          {t('giving.common.back')}
        </Button>
        <Button loading={submitting} onClick={confirm}>
          {t('giving.common.confirm')}
        </Button>
      </div>
    </WizardStep>
  );
}
