import {
  coveringFeeCents,
  feeRulesOf,
  fromCents,
  toCents,
  type PaymentKind,
  type ProcessingFeeRates,
} from '@church/contracts';
import { queryClient } from '@church/query';
import { processingFeesKey } from './api/get-processing-fees';

/**
 * The fee (dollars) a donor covers on a gift of `amount` paid by `kind`, by the church's rates;
 * null while the rates are not known. The API computes the same with the same function and
 * refuses a figure that differs.
 */
export function coveredFee(amount: number, kind: PaymentKind, rates: ProcessingFeeRates | undefined): number | null {
  if (!rates) return null;
  return fromCents(coveringFeeCents(toCents(amount), feeRulesOf(rates)[kind]));
}

/** The same, from the rates the payment step already fetched (outside React: the Pay call). */
export function coveredFeeNow(amount: number, kind: PaymentKind): number | null {
  return coveredFee(amount, kind, queryClient.getQueryData<ProcessingFeeRates>(processingFeesKey));
}
