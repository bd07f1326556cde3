import { payGift, payGiftFromNewBankAccount } from '../stores/pay-gift';
import type { Pay } from '../stores/pay-outcome';
import { useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import { AnonymousConfirmationStep } from './anonymous-confirmation-step';
import { DesignationsStep } from './designations-step';
import { GiftSuccessText } from './gift-success-text';
import { PaymentStep, type PayNewBankAccount } from './payment-step';
import { PaymentSuccessStep } from './payment-success-step';
import type { WizardProps } from './wizard-props';

const payAnonymous: Pay = (cardPayments, paymentMethodId) => payGift('anonymous', cardPayments, paymentMethodId);

const payAnonymousFromNewBankAccount: PayNewBankAccount = (cardPayments, holder) =>
  payGiftFromNewBankAccount('anonymous', cardPayments, holder);

/** A visitor's gift without an account: designations, name and e-mail, card, thank you. */
export function AnonymousWizard({ onBackToOptions, onClose }: WizardProps) {
  const step = useWizardStore((state) => state.step);
  const giving = useWizardStore((state) => state.giving);
  const donorEmail = useWizardStore((state) => state.donor.donorEmail);
  const { t } = useTranslate();

  if (step === 'confirmation') return <AnonymousConfirmationStep />;
  if (step === 'payment' && giving)
    return (
      <PaymentStep
        amount={giving.amount}
        savedCards={null}
        pay={payAnonymous}
        bankAccounts
        payNewBankAccount={payAnonymousFromNewBankAccount}
      />
    );
  if (step === 'payment-success' && giving) {
    return (
      <PaymentSuccessStep againLabel={t('giving.success.giveAgain')} onClose={onClose}>
        <GiftSuccessText amount={giving.amount} />
        <p>{t('giving.success.receipt', { email: donorEmail })}</p>
      </PaymentSuccessStep>
    );
  }
  return <DesignationsStep onBackToOptions={onBackToOptions} />;
}
