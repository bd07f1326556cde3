import { translate } from '../../i18n/catalogues';
import type { BankAccountHolder, CardPaymentError, CardPayments } from '../card-payments/card-payments.types';
import { readFailureDetail } from '../http/read-failure-detail';
import { createBankAccountSetup } from './api/create-bank-account-setup';
import { createBankVerification } from './api/create-bank-verification';

/**
 * An account set up; one waiting for micro-deposits (what to do, and where); the dialog closed
 * (nothing happened); or a refusal's detail, which the caller puts after its own spec message.
 */
export type BankAccountSetup =
  | { paymentMethodId: string }
  | { verification: { message: string; url: string } }
  | { canceled: true }
  | { error: CardPaymentError };

/**
 * Stripe mode: a SetupIntent of the member's customer, the account picked in Stripe's dialog and
 * confirmed. A verified account is attached to the member's customer and ready to charge; one
 * that needs micro-deposits is saved by Stripe's event once the member confirms them.
 */
export async function setUpBankAccount(
  cardPayments: CardPayments,
  holder: BankAccountHolder,
): Promise<BankAccountSetup> {
  const failedWith = (message: string) => ({ error: { message } });
  if (!cardPayments.bankAccounts) return failedWith(translate('giving.cardField.stillLoading'));
  let clientSecret: string;
  try {
    ({ clientSecret } = await createBankAccountSetup());
  } catch (error) {
    return failedWith(await readFailureDetail(error));
  }
  const outcome = await cardPayments.bankAccounts.setUpAccount(clientSecret, holder);
  if ('error' in outcome || 'canceled' in outcome) return outcome;
  if ('verifyWithMicrodeposits' in outcome) {
    const { url, type } = outcome.verifyWithMicrodeposits;
    await createBankVerification({ setupIntentId: clientSecret.split('_secret_')[0] ?? '' });
    const message =
      type === 'descriptor_code'
        ? `${translate('giving.bank.microdepositCodeAccount')} ${translate('giving.bank.microdepositCodeOnSettings')}`
        : `${translate('giving.bank.microdepositsAccount')} ${translate('giving.bank.microdepositsOnSettings')}`;
    return { verification: { message, url } };
  }
  if (!outcome.paymentMethodId) return failedWith(translate('giving.cardField.notCharged'));
  return { paymentMethodId: outcome.paymentMethodId };
}
