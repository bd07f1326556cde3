import * as v from 'valibot';

/** Spec section 3: the card brands the site recognises; anything else is 'Unknown brand'. */
export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** The brands' names as the card networks write them (not translated): marks' labels, receipts. */
const cardBrandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'American Express' for 'amex'; undefined for a brand the site does not know (each says so its own way). */
export function knownCardBrandName(brand: string | null | undefined): string | undefined {
  return (cardBrands as readonly string[]).includes(brand ?? '') ? cardBrandNames[brand as CardBrand] : undefined;
}

/** The provider's test cards, which the sandbox gateway honours the same way. */
export const sandboxTestCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
} as const;

/**
 * The provider's published test bank account (US, ACH): routing 110000000 with account
 * 000123456789 settles, with 000111111116 fails (account closed) when it would settle.
 */
export const sandboxTestBankAccounts = {
  routingNumber: '110000000',
  succeeds: '000123456789',
  fails: '000111111116',
} as const;
/** The sandbox's bank payments settle this many days after they are made (on its test clock). */
export const SANDBOX_BANK_SETTLEMENT_DAYS = 4;

export const bankAccountMessages = {
  routingInvalid: 'Routing number must be 9 digits',
  accountInvalid: 'Account number must be 4 to 17 digits',
  holderRequired: 'Please, enter the account holder name',
  unknownTestAccount: 'Your bank account could not be verified.',
  failed: 'Your bank could not complete the payment.',
} as const;

/** Sandbox mode only: what the bank-account form sends to the sandbox "provider" (Stripe.js in Stripe mode). */
export const SandboxCreateBankAccountSchema = v.object({
  usBankAccount: v.object({
    routingNumber: v.pipe(
      v.string(bankAccountMessages.routingInvalid),
      v.regex(/^\d{9}$/, bankAccountMessages.routingInvalid),
    ),
    accountNumber: v.pipe(
      v.string(bankAccountMessages.accountInvalid),
      v.regex(/^\d{4,17}$/, bankAccountMessages.accountInvalid),
    ),
    accountHolderName: v.pipe(
      v.string(bankAccountMessages.holderRequired),
      v.trim(),
      v.nonEmpty(bankAccountMessages.holderRequired),
      v.maxLength(200, bankAccountMessages.holderRequired),
    ),
  }),
});
export type SandboxCreateBankAccount = v.InferOutput<typeof SandboxCreateBankAccountSchema>;

/** The brand by the number's prefix, as the provider reports it (the sandbox and its card field agree). */
export function cardBrandOf(number: string): CardBrand | 'unknown' {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(36|38|30[0-5])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** The Luhn checksum every card number carries: a mistyped digit fails it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** What a payment endpoint answers: the browser confirms the intent with its card field. */
export const PaymentIntentDataSchema = v.object({ clientSecret: v.string() });
export type PaymentIntentData = v.InferOutput<typeof PaymentIntentDataSchema>;

export const PaymentErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  declineCode: v.optional(v.string()),
});

export const paymentIntentStatuses = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;

/** A payment intent as the browser sees it (Stripe's shape, camel-cased). */
export const PaymentIntentViewSchema = v.object({
  id: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(paymentIntentStatuses),
  nextAction: v.nullable(v.object({ type: v.string() })),
  lastPaymentError: v.nullable(PaymentErrorSchema),
});
export type PaymentIntentView = v.InferOutput<typeof PaymentIntentViewSchema>;

/** A card on file at the gateway. */
export const GatewayPaymentMethodSchema = v.object({
  id: v.string(),
  /** 'us_bank_account' for a bank account (card then holds its bank's name and last 4); absent: a card. */
  type: v.optional(v.picklist(['card', 'us_bank_account'])),
  card: v.object({ brand: v.string(), last4: v.string(), expMonth: v.number(), expYear: v.number() }),
});
export type GatewayPaymentMethod = v.InferOutput<typeof GatewayPaymentMethodSchema>;

const clientSecret = v.pipe(v.string('Client secret is required'), v.nonEmpty('Client secret is required'));

/**
 * Sandbox mode only: what the browser's stand-in card field sends to the sandbox "provider"
 * (in Stripe mode the card goes to Stripe.js and never to our API).
 */
export const SandboxCreatePaymentMethodSchema = v.object({
  card: v.object({
    number: v.pipe(
      v.string('Your card number is incomplete.'),
      v.regex(/^[\d ]{12,23}$/, 'Your card number is invalid.'),
    ),
    expMonth: v.pipe(
      v.number("Your card's expiration date is incomplete."),
      v.integer(),
      v.minValue(1),
      v.maxValue(12),
    ),
    expYear: v.pipe(
      v.number("Your card's expiration date is incomplete."),
      v.integer(),
      v.minValue(2000),
      v.maxValue(2100, "Your card's expiration year is invalid."),
    ),
    cvc: v.pipe(
      v.string("Your card's security code is incomplete."),
      v.regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
    ),
  }),
});
export type SandboxCreatePaymentMethod = v.InferOutput<typeof SandboxCreatePaymentMethodSchema>;

export const SandboxConfirmPaymentSchema = v.object({
  clientSecret,
  paymentMethodId: v.pipe(v.string('Payment method is required'), v.nonEmpty('Payment method is required')),
});

export const SandboxAuthenticateSchema = v.object({ clientSecret, approve: v.boolean('Approve is required') });

export const PaymentIntentIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^pi_[\w]{1,64}$/, 'Payment intent id is invalid')),
});

/** GET /api/payments/config: which card field the browser mounts. */
export const PaymentsConfigSchema = v.object({
  mode: v.picklist(['sandbox', 'stripe']),
  publishableKey: v.nullable(v.string()),
});
export type PaymentsConfig = v.InferOutput<typeof PaymentsConfigSchema>;

/** What the site shows of a card: its brand and last 4 digits. */
export const PaymentCardSchema = v.object({
  brand: v.string(),
  last4: v.string(),
  /** 'bank' for a US bank account (brand is then its bank's name); absent for a card. */
  kind: v.optional(v.literal('bank')),
});
export type PaymentCard = v.InferOutput<typeof PaymentCardSchema>;

/** A saved card of the signed-in member (spec section 3: {provider}PaymentMethodId). */
export const PaymentMethodSchema = v.object({
  id: v.number(),
  isDefault: v.boolean(),
  stripePaymentMethodId: v.string(),
  card: PaymentCardSchema,
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** POST /api/payment-methods: the provider's id of a card the browser's card field created. */
export const SavePaymentMethodSchema = v.object({
  stripePaymentMethodId: v.pipe(
    v.string('Payment method is required'),
    v.nonEmpty('Payment method is required'),
    v.maxLength(255, 'Payment method is invalid'),
  ),
});
export type SavePaymentMethod = v.InferOutput<typeof SavePaymentMethodSchema>;

export const PaymentMethodIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Payment method id is invalid'), v.transform(Number)),
});
