import { formatMoney } from '@church/ui';
import { PaymentSettingsLink } from '../../../components/payment-settings-link';
import { useSavedCards } from '../../../lib/saved-cards/api/get-saved-cards';
import { useGivingPlans } from '../api/get-giving-plans';
import { useGivingTypes } from '../api/get-giving-types';
import { payRecurring } from '../stores/pay-recurring';
import { useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import { Emphasized } from './emphasized';
import { PaymentStep } from './payment-step';
import { PaymentSuccessStep } from './payment-success-step';
import { RecurringConfirmationStep } from './recurring-confirmation-step';
import { RecurringPlanStep } from './recurring-plan-step';
import type { WizardProps } from './wizard-props';

/** A member's monthly gift: plan and giving type, confirmation, a saved or new card, active. */
export function RecurringWizard({ onBackToOptions, onClose }: WizardProps) {
  const step = useWizardStore((state) => state.step);
  const recurring = useWizardStore((state) => state.recurring);
  const plan = useGivingPlans().data?.find((item) => item.id === recurring?.givingPlanId);
  const type = useGivingTypes().data?.find((item) => item.id === recurring?.givingTypeId);
  const savedCards = useSavedCards();
  const { t } = useTranslate();

  if (step === 'confirmation') return <RecurringConfirmationStep />;
  if (step === 'payment' && plan)
    return <PaymentStep amount={plan.amount} savedCards={savedCards} pay={payRecurring} />;
  if (step === 'payment-success' && plan) {
    const amount = formatMoney(plan.amount);
    return (
      <PaymentSuccessStep againLabel={t('giving.success.anotherRecurring')} onClose={onClose}>
        <p>
          <Emphasized
            text={t('giving.success.recurringActive', { amount, givingType: type?.name ?? '' })}
            part={amount}
          />{' '}
          <PaymentSettingsLink onNavigate={onClose} />.
        </p>
      </PaymentSuccessStep>
    );
  }
  return <RecurringPlanStep onBackToOptions={onBackToOptions} />;
}
