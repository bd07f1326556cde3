import * as v from 'valibot';

/**
 * Bank accounts waiting for micro-deposits (decision 0109): Stripe could not verify the account
 * at once and sent small deposits to it; the holder enters them on our own page.
 */
export const bankVerificationMessages = {
  amountInvalid: 'Enter each deposit in cents, a whole number from 1 to 99',
  codeInvalid: 'Enter the 6-character code that starts with SM',
  notFound: 'This bank account is not waiting for verification',
  amountsMismatch: "Those amounts don't match the deposits. Check your bank statement and try again.",
  codeMismatch: "That code doesn't match the deposit. Check your bank statement and try again.",
  attemptsExceeded:
    'Too many wrong tries: this bank account can no longer be verified. Please use another account or card.',
  expired: 'The time to verify this bank account has passed. Please use another account or card.',
  failed: 'The bank account could not be verified. Please try again in a moment.',
} as const;

/** How Stripe asks for the proof: two deposits' amounts, or one deposit's descriptor code. */
export const MicrodepositTypeSchema = v.picklist(['amounts', 'descriptor_code']);
export type MicrodepositType = v.InferOutput<typeof MicrodepositTypeSchema>;

/** One micro-deposit, in cents (each is under a dollar). */
export const MicrodepositCentsSchema = v.pipe(
  v.number(bankVerificationMessages.amountInvalid),
  v.integer(bankVerificationMessages.amountInvalid),
  v.minValue(1, bankVerificationMessages.amountInvalid),
  v.maxValue(99, bankVerificationMessages.amountInvalid),
);

/** The deposit's code as the statement shows it (SM and 4 letters or digits), any case. */
export const DescriptorCodeSchema = v.pipe(
  v.string(bankVerificationMessages.codeInvalid),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^SM[A-Z0-9]{4}$/, bankVerificationMessages.codeInvalid),
);

/** POST /api/bank-verifications/:id/verify: the two amounts, or the code, as the wait asks. */
export const VerifyMicrodepositsSchema = v.union([
  v.strictObject({ amounts: v.tuple([MicrodepositCentsSchema, MicrodepositCentsSchema]) }),
  v.strictObject({ descriptorCode: DescriptorCodeSchema }),
]);
export type VerifyMicrodeposits = v.InferOutput<typeof VerifyMicrodepositsSchema>;

/** The dialog's fields: amounts typed as text, each checked as the server checks it. */
export const MicrodepositAmountsFormSchema = v.object({
  first: v.pipe(v.string(), v.trim(), v.transform(Number), MicrodepositCentsSchema),
  second: v.pipe(v.string(), v.trim(), v.transform(Number), MicrodepositCentsSchema),
});
export const DescriptorCodeFormSchema = v.object({ code: DescriptorCodeSchema });

/**
 * POST /api/bank-verifications: the browser says Stripe.js answered "verify with micro-deposits"
 * for the member's gift or account being added; the server asks Stripe and records what it says.
 */
export const BankVerificationCheckSchema = v.union([
  v.strictObject({ givingId: v.pipe(v.string(), v.uuid(bankVerificationMessages.notFound)) }),
  v.strictObject({
    setupIntentId: v.pipe(v.string(), v.regex(/^seti_\w{1,200}$/, bankVerificationMessages.notFound)),
  }),
]);
export type BankVerificationCheck = v.InferOutput<typeof BankVerificationCheckSchema>;

export const BankVerificationIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, bankVerificationMessages.notFound), v.transform(Number)),
});

/**
 * GET /api/bank-verifications/current: what of the member's waits for micro-deposits — a one-time
 * gift (its amount charged and giving type) or an account being added (its bank and last 4).
 */
export const BankVerificationSchema = v.object({
  id: v.number(),
  kind: v.picklist(['gift', 'account']),
  microdepositType: MicrodepositTypeSchema,
  /** When the deposits should be in the account (ISO instant), when Stripe said. */
  arrivalDate: v.nullable(v.string()),
  /** When Stripe said the account waits (ISO instant). */
  since: v.string(),
  /** A gift: the amount charged once verified (gift and fee), in dollars. */
  amount: v.optional(v.number()),
  givingTypeName: v.optional(v.string()),
  bankName: v.nullable(v.string()),
  last4: v.nullable(v.string()),
});
export type BankVerification = v.InferOutput<typeof BankVerificationSchema>;
