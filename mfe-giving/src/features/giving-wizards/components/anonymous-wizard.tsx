import { formatMoney } from '@church/ui';
import { payGift } from '../stores/pay-gift';
import type { Pay } from '../stores/pay-outcome';
import { useWizardStore } from '../stores/wizard-store';
import { AnonymousConfirmationStep } from './anonymous-confirmation-step';
import { DesignationsStep } from './designations-step';
import { PaymentStep } from './payment-step';
import { PaymentSuccessStep } from './payment-success-step';
import type { WizardProps } from './wizard-props';

const payAnonymous: Pay = (cardPayments, paymentMethodId) => payGift('anonymous', cardPayments, paymentMethodId);

/** A visitor's gift without an account: designations, name and e-mail, card, thank you. */
export function AnonymousWizard({ onBackToOptions, onClose }: WizardProps) {
  const step = useWizardStore((state) => state.step);
  const giving = useWizardStore((state) => state.giving);
  const donorEmail = useWizardStore((state) => state.donor.donorEmail);

  if (step === 'confirmation') return <AnonymousConfirmationStep />;
  if (step === 'payment' && giving) return <PaymentStep amount={giving.amount} savedCards={null} pay={payAnonymous} />;
  if (step === 'payment-success' && giving) {
    return (
      <PaymentSuccessStep againLabel="Give again" onClose={onClose}>
        <p>
          Your gift of <strong>{formatMoney(giving.amount)}</strong> has been received. Thank you for your generosity!
        </p>
        <p>A receipt is on its way to {donorEmail}.</p>
      </PaymentSuccessStep>
    );
  }
  return <DesignationsStep onBackToOptions={onBackToOptions} />;
}
