import { churchDay, formatDate, formatMoney } from '@church/ui';
import { scheduleName } from '../../../lib/recurring-givings/schedule-labels';
import { useFirstChargeDay } from '../../../lib/recurring-givings/use-first-charge-day';
import { PaymentSettingsLink } from '../../../components/payment-settings-link';
import { useSavedCards } from '../../../lib/saved-cards/api/get-saved-cards';
import { useGivingPlans } from '../api/get-giving-plans';
import { useGivingTypes } from '../../../lib/giving-types/api/get-giving-types';
import { payRecurring, payRecurringFromNewBankAccount } from '../stores/pay-recurring';
import { useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import { Emphasized } from './emphasized';
import { PaymentStep } from './payment-step';
import { PaymentSuccessStep } from './payment-success-step';
import { RecurringConfirmationStep } from './recurring-confirmation-step';
import { RecurringPlanStep } from './recurring-plan-step';
import type { WizardProps } from './wizard-props';

/** A member's recurring gift: amount, type, schedule and start, confirmation, a saved or new card, active. */
export function RecurringWizard({ onBackToOptions, onClose }: WizardProps) {
  const step = useWizardStore((state) => state.step);
  const recurring = useWizardStore((state) => state.recurring);
  const plan = useGivingPlans().data?.find((item) => item.id === recurring?.givingPlanId);
  const type = useGivingTypes().data?.find((item) => item.id === recurring?.givingTypeId);
  const savedCards = useSavedCards();
  const fee = useWizardStore((state) => state.subscriptionData?.fee ?? 0);
  const paymentKind = useWizardStore((state) => state.paymentKind);
  const firstCharge = useFirstChargeDay(recurring);
  const { t } = useTranslate();
  const dollars = plan?.amount ?? recurring?.amount;

  if (step === 'confirmation') return <RecurringConfirmationStep />;
  if (step === 'payment' && dollars !== undefined)
    return (
      <PaymentStep
        amount={dollars}
        savedCards={savedCards}
        pay={payRecurring}
        fixedFee={fee}
        payNewBankAccount={payRecurringFromNewBankAccount}
      />
    );
  if (step === 'payment-success' && dollars !== undefined && recurring && firstCharge) {
    const amount = formatMoney(dollars);
    const givingType = type?.name ?? '';
    // The spec's words for a monthly gift charged today by card; a bank account's first charge
    // waits for the bank; else its schedule and first charge day.
    const startsNow = firstCharge <= churchDay(new Date());
    const text =
      startsNow && paymentKind === 'bank'
        ? t('giving.success.recurringBankPending', { amount, givingType, schedule: scheduleName(recurring.schedule) })
        : startsNow && recurring.schedule === 'monthly'
          ? t('giving.success.recurringActive', { amount, givingType })
          : t('giving.success.recurringScheduled', {
              amount,
              givingType,
              schedule: scheduleName(recurring.schedule),
              date: formatDate(firstCharge),
            });
    return (
      <PaymentSuccessStep againLabel={t('giving.success.anotherRecurring')} onClose={onClose}>
        <p>
          <Emphasized text={text} part={amount} /> <PaymentSettingsLink onNavigate={onClose} />.
        </p>
        {fee > 0 ? (
          <p>
            {t('giving.success.feeEachCharge', {
              fee: formatMoney(fee),
              total: formatMoney(Math.round((dollars + fee) * 100) / 100),
            })}
          </p>
        ) : null}
      </PaymentSuccessStep>
    );
  }
  return <RecurringPlanStep onBackToOptions={onBackToOptions} />;
}
