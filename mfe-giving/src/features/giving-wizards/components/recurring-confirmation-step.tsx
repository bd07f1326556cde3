import { useState } from 'react';
import { givingMessages } from '@church/contracts';
import { Button, formatDate, formatMoney } from '@church/ui';
import { scheduleName } from '../../../lib/recurring-givings/schedule-labels';
import { useFirstChargeDay } from '../../../lib/recurring-givings/use-first-charge-day';
import { createSubscriptionSubject } from '../api/create-subscription-subject';
import { useGivingPlans } from '../api/get-giving-plans';
import { useGivingTypes } from '../../../lib/giving-types/api/get-giving-types';
import { goToStep, isCurrentRun, subscriptionDataReceived, useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import { useProcessingFees } from '../../../lib/processing-fees/api/get-processing-fees';
import { coveredFee } from '../../../lib/processing-fees/covered-fee';
import { PaymentKindChoice } from './bank-payment';
import { CoverFeesCheckbox } from './cover-fees-checkbox';
import styles from './wizard.module.css';
import { WizardStep } from './wizard-step';

/**
 * Confirm asks the API for the member's customer and the price of the amount, type and schedule,
 * and of the fee when covered: the fee of what pays each charge, a card or (sandbox mode) a bank
 * account, chosen here since the price holds it.
 */
export function RecurringConfirmationStep() {
  const recurring = useWizardStore((state) => state.recurring);
  const plan = useGivingPlans().data?.find((item) => item.id === recurring?.givingPlanId);
  const amount = plan?.amount ?? recurring?.amount;
  const monthly = recurring?.schedule === 'monthly';
  const type = useGivingTypes().data?.find((item) => item.id === recurring?.givingTypeId);
  const rates = useProcessingFees().data;
  const paymentKind = useWizardStore((state) => state.paymentKind);
  const firstCharge = useFirstChargeDay(recurring);
  const fee = amount === undefined ? null : coveredFee(amount, paymentKind, rates);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslate();

  const confirm = async () => {
    if (!recurring) return;
    const { run } = useWizardStore.getState();
    setSubmitting(true);
    setFailed(false);
    try {
      const { coverFees } = useWizardStore.getState();
      const data = await createSubscriptionSubject(recurring, coverFees, paymentKind);
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
          <dt>{t(monthly ? 'giving.common.monthlyAmount' : 'giving.plan.amountEachGift')}</dt>
          <dd>{amount !== undefined ? formatMoney(amount) : ''}</dd>
        </div>
        <div>
          <dt>{t('giving.common.givingType')}</dt>
          <dd>{type?.name}</dd>
        </div>
        <div>
          <dt>{t('giving.confirmation.recurrence')}</dt>
          <dd>{recurring ? scheduleName(recurring.schedule) : ''}</dd>
        </div>
        <div>
          <dt>{t('giving.confirmation.firstGift')}</dt>
          <dd>{firstCharge ? formatDate(firstCharge) : ''}</dd>
        </div>
      </dl>
      <PaymentKindChoice disabled={submitting} />
      {/* The chosen method's fee, added to every charge. */}
      {fee !== null ? <CoverFeesCheckbox fee={fee} disabled={submitting} /> : null}
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
