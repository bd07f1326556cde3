import { SandboxCreateBankAccountSchema } from '@church/contracts';
import * as v from 'valibot';
import { translate } from '../../i18n/catalogues';
import type { CardPaymentError, CreatedPaymentMethod } from '../card-payments/card-payments.types';
import { createSandboxBankAccount } from './api/create-sandbox-bank-account';

export interface BankAccountValues {
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
}

export const emptyBankAccount: BankAccountValues = { accountHolderName: '', routingNumber: '', accountNumber: '' };

/** Every field filled in (the checks that say what is wrong run when it is sent). */
export const bankAccountComplete = (values: BankAccountValues) =>
  Object.values(values).every((value) => value.trim() !== '');

/**
 * The account as a payment method of the provider (sandbox mode), after the same checks the
 * API makes: a refusal resolves as `error` with a message to show, as the card field's do.
 */
export async function tokeniseBankAccount(
  values: BankAccountValues,
): Promise<{ paymentMethod: CreatedPaymentMethod } | { error: CardPaymentError }> {
  const checked = v.safeParse(SandboxCreateBankAccountSchema, {
    usBankAccount: {
      ...values,
      routingNumber: values.routingNumber.trim(),
      accountNumber: values.accountNumber.trim(),
    },
  });
  if (!checked.success)
    return { error: { message: translate(checked.issues[0].message), code: 'invalid_bank_account' } };
  const answer = await createSandboxBankAccount(checked.output.usBankAccount);
  if ('error' in answer) return answer;
  const { id, card } = answer.data;
  return { paymentMethod: { id, card: { brand: card.brand, last4: card.last4 } } };
}
