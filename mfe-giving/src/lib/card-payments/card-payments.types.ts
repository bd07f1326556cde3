/**
 * The one card API the wizards use, whichever provider is behind it: Stripe.js with Elements
 * when the API reports Stripe keys (GET /api/payments/config), else the sandbox stand-in that
 * talks to /api/sandbox/... The shapes follow Stripe.js (camel-cased where ours), so the wizards
 * have one code path. Card numbers never reach our gift endpoints in either mode.
 */

/** What the card field reports as the user types (Stripe's CardElement change event). */
export interface CardFieldState {
  empty: boolean;
  complete: boolean;
  /** visa, mastercard, amex, discover, diners, jcb, unionpay or 'unknown'. */
  brand: string;
  /** The provider's message for what is wrong with the input, if anything. */
  error: string | null;
}

export interface CardPaymentError {
  /** The provider's message, e.g. 'Your card was declined.' */
  message: string;
  code?: string;
}

export interface CreatedPaymentMethod {
  /** The provider's id (pm_...), saved through POST /api/payment-methods or sent to create-subscription. */
  id: string;
  card: { brand: string; last4: string };
}

export type ConfirmedIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface ConfirmCardPaymentOptions {
  /**
   * The member keeps the card once it has paid: Stripe is told so (setup_future_usage), which
   * attaches the card to the intent's customer on success, so saving it afterwards works (a card
   * used for a payment without that can never be attached again). The sandbox needs nothing.
   */
  keepCard?: boolean;
}

/** Who holds the bank account (Stripe needs the name; the e-mail lets its dialog recognise a returning user). */
export interface BankAccountHolder {
  name: string;
  email?: string;
}

/**
 * What came of a bank account collected in the provider's dialog and confirmed: confirmed
 * (`processing` until the bank settles a payment; `succeeded` for a verified account), waiting
 * for micro-deposits the holder confirms at Stripe's verification page, closed by the holder
 * (nothing happened), or refused.
 */
/** How Stripe verifies an account by deposits: two amounts, or one deposit with a code in its description. */
export type MicrodepositType = 'amounts' | 'descriptor_code';

export type BankAccountOutcome =
  | { status: 'processing' | 'succeeded'; paymentMethodId: string | null }
  | { verifyWithMicrodeposits: { url: string; type: MicrodepositType } }
  | { canceled: true }
  | { error: CardPaymentError };

/**
 * Stripe mode's bank accounts (Stripe.js: collectBankAccountFor..., then confirmUsBankAccount...).
 * The sandbox has none: its accounts are typed in with the provider's test numbers.
 */
export interface BankAccountCollector {
  /** A gift's PaymentIntent paid from an account chosen in Stripe's dialog. */
  payFromNewAccount(clientSecret: string, holder: BankAccountHolder): Promise<BankAccountOutcome>;
  /** A gift's PaymentIntent paid from a saved (verified) account. */
  payFromSavedAccount(clientSecret: string, paymentMethodId: string): Promise<BankAccountOutcome>;
  /** A SetupIntent: an account chosen in Stripe's dialog, kept for later charges. */
  setUpAccount(clientSecret: string, holder: BankAccountHolder): Promise<BankAccountOutcome>;
}

/**
 * `createPaymentMethod` tokenises what is in the mounted CardField; `confirmCardPayment`
 * confirms an intent with a payment method and runs the authentication step when the card
 * needs it (Stripe's 3-D Secure frame; the sandbox's own approve/fail dialog). Both resolve
 * with `error` for provider refusals (declines, failed authentication) and never throw for them.
 */
export interface CardPayments {
  readonly mode: 'sandbox' | 'stripe';
  /** Stripe's bank-account dialog; null in the sandbox. */
  readonly bankAccounts: BankAccountCollector | null;
  createPaymentMethod(): Promise<{ paymentMethod: CreatedPaymentMethod } | { error: CardPaymentError }>;
  confirmCardPayment(
    clientSecret: string,
    paymentMethodId: string,
    options?: ConfirmCardPaymentOptions,
  ): Promise<{ paymentIntent: { id: string; status: ConfirmedIntentStatus } } | { error: CardPaymentError }>;
  /**
   * Runs the authentication step of an intent the server already confirmed and left
   * `requires_action` (a recurring gift's first invoice), as Stripe.js handleCardAction does.
   */
  handleCardAction(
    clientSecret: string,
  ): Promise<{ paymentIntent: { id: string; status: ConfirmedIntentStatus } } | { error: CardPaymentError }>;
}
