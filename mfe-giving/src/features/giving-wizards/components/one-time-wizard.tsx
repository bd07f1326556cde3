import { useSavedCards } from '../../../lib/saved-cards/api/get-saved-cards';
import { payGift, payGiftFromNewBankAccount } from '../stores/pay-gift';
import type { Pay } from '../stores/pay-outcome';
import { useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import { DesignationsStep } from './designations-step';
import { GiftSuccessText } from './gift-success-text';
import { OneTimeConfirmationStep } from './one-time-confirmation-step';
import { PaymentStep, type PayNewBankAccount } from './payment-step';
import { PaymentSuccessStep } from './payment-success-step';
import type { WizardProps } from './wizard-props';

const payOneTime: Pay = (cardPayments, paymentMethodId, options) =>
  payGift('one-time', cardPayments, paymentMethodId, options);

const payOneTimeFromNewBankAccount: PayNewBankAccount = (cardPayments, holder) =>
  payGiftFromNewBankAccount('one-time', cardPayments, holder);

/** A signed-in member's gift: designations, confirmation, a saved or new card, thank you. */
export function OneTimeWizard({ onBackToOptions, onClose }: WizardProps) {
  const step = useWizardStore((state) => state.step);
  const giving = useWizardStore((state) => state.giving);
  const savedCards = useSavedCards();
  const { t } = useTranslate();

  if (step === 'confirmation') return <OneTimeConfirmationStep />;
  if (step === 'payment' && giving)
    return (
      <PaymentStep
        amount={giving.amount}
        savedCards={savedCards}
        pay={payOneTime}
        bankAccounts
        payNewBankAccount={payOneTimeFromNewBankAccount}
      />
    );
  if (step === 'payment-success' && giving) {
    return (
      <PaymentSuccessStep againLabel={t('giving.success.giveAgain')} onClose={onClose}>
        <GiftSuccessText amount={giving.amount} />
      </PaymentSuccessStep>
    );
  }
  return <DesignationsStep onBackToOptions={onBackToOptions} />;
}
