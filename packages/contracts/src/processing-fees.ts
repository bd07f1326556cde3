import * as v from 'valibot';

/**
 * Covering the processing fee (issue 32): the donor adds what the processor keeps, so the church
 * receives the gift they meant. The fee depends on the method that actually pays: a card is a
 * percentage plus a fixed amount, a US bank account (ACH) a smaller percentage with a cap.
 * Everything here is in integer cents and basis points (1/100 of a percent): the browser shows
 * what the server will charge, and the server computes it again (decision 0083-fees-and-bank-payments).
 */
export const paymentKinds = ['card', 'bank'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** One method's rule: `basisPoints` of the charge (rounded to the cent) plus `fixedCents`, at most `capCents`. */
export interface FeeRule {
  basisPoints: number;
  fixedCents: number;
  /** The percentage part's ceiling; null: none. */
  capCents: number | null;
}
export type FeeRules = Record<PaymentKind, FeeRule>;

/** The usual rates: card 2.9% + $0.30, bank 0.8% capped at $5. */
export const defaultFeeRules: FeeRules = {
  card: { basisPoints: 290, fixedCents: 30, capCents: null },
  bank: { basisPoints: 80, fixedCents: 0, capCents: 500 },
};

/** What the processor keeps of a charge of `chargeCents`. */
export function processorFeeCents(chargeCents: number, rule: FeeRule): number {
  // Integer arithmetic, rounded half up: no float drift on large amounts.
  const percentage = Math.floor((chargeCents * rule.basisPoints + 5000) / 10000);
  return (rule.capCents === null ? percentage : Math.min(percentage, rule.capCents)) + rule.fixedCents;
}

/**
 * The fee to add to a gift of `giftCents` so that the church receives at least the gift: the
 * smallest charge whose remainder after the processor's fee is the gift, minus the gift.
 * (The remainder never falls as the charge grows, so the smallest one is found by stepping.)
 */
export function coveringFeeCents(giftCents: number, rule: FeeRule): number {
  if (giftCents <= 0) return 0;
  const kept = (charge: number) => charge - processorFeeCents(charge, rule);
  let charge = Math.ceil(((giftCents + rule.fixedCents) * 10000) / (10000 - rule.basisPoints));
  if (rule.capCents !== null) charge = Math.min(charge, giftCents + rule.fixedCents + rule.capCents);
  while (kept(charge) < giftCents) charge += 1;
  while (charge > giftCents && kept(charge - 1) >= giftCents) charge -= 1;
  return charge - giftCents;
}

export const feeRatesMessages = {
  feeChanged: 'The processing fee has changed. Please check the amount and pay again.',
  percentInvalid: 'Percentage must be between 0 and 10 with at most two decimals',
  amountInvalid: 'Amount must be between $0.00 and $50.00',
} as const;

const percent = v.pipe(
  v.number(feeRatesMessages.percentInvalid),
  v.minValue(0, feeRatesMessages.percentInvalid),
  v.maxValue(10, feeRatesMessages.percentInvalid),
  v.check((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, feeRatesMessages.percentInvalid),
);
const dollars = v.pipe(
  v.number(feeRatesMessages.amountInvalid),
  v.minValue(0, feeRatesMessages.amountInvalid),
  v.maxValue(50, feeRatesMessages.amountInvalid),
  v.check((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, feeRatesMessages.amountInvalid),
);

/**
 * GET /api/processing-fees (anyone: the wizards show the fee) and PUT (admins): the church's
 * rates, in percent and dollars as an admin types them. A bank cap of 0 means no cap.
 */
export const ProcessingFeeRatesSchema = v.object({
  cardPercent: percent,
  cardFixed: dollars,
  bankPercent: percent,
  bankCap: dollars,
});
export type ProcessingFeeRates = v.InferOutput<typeof ProcessingFeeRatesSchema>;

export function feeRulesOf(rates: ProcessingFeeRates): FeeRules {
  return {
    card: {
      basisPoints: Math.round(rates.cardPercent * 100),
      fixedCents: Math.round(rates.cardFixed * 100),
      capCents: null,
    },
    bank: {
      basisPoints: Math.round(rates.bankPercent * 100),
      fixedCents: 0,
      capCents: rates.bankCap > 0 ? Math.round(rates.bankCap * 100) : null,
    },
  };
}

/** What a payment request says about the fee: whether it is covered, by which method, and the figure the donor saw. */
export const CoverFeesSchema = v.object({
  /** The method that will pay (card unless said): the fee and the payment must match. */
  paymentKind: v.optional(v.picklist(paymentKinds), 'card'),
  coverFees: v.optional(v.boolean(), false),
  /** The fee shown to the donor, in dollars: refused when it is not the server's figure. */
  fee: v.optional(v.pipe(v.number(), v.minValue(0))),
});
export type CoverFees = Partial<v.InferOutput<typeof CoverFeesSchema>>;
