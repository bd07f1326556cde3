/**
 * A stand-in for Stripe.js (Stripe's script, a third party; not our code), installed as
 * `window.Stripe`, which @stripe/stripe-js uses instead of fetching the script. Its card field
 * mounts an empty box; its bank-account steps answer what a test sets in `stripeJs` and log each
 * call, so a test sees their order beside the API's requests.
 */
import { setLanguage } from '@church/i18n';
import { forgetPaymentsConfig } from '../lib/card-payments/api/get-payments-config';

type Answer = Record<string, unknown>;

export const stripeJs = {
  /** Each call as 'collectBankAccountForPayment pi_gift_secret_1 Ann Lee'. */
  calls: [] as string[],
  /** What the dialog gives back (collect...), and what the confirmation answers (confirm...). */
  collected: { status: 'requires_confirmation' } as Answer,
  confirmed: { status: 'processing' } as Answer,
  reset() {
    stripeJs.calls = [];
    stripeJs.collected = { status: 'requires_confirmation' };
    stripeJs.confirmed = { status: 'processing' };
  },
};

/** Stripe's answer: `{ error }` as it is, else the intent under its name, with the account Stripe attached. */
function result(kind: 'paymentIntent' | 'setupIntent', answer: Answer) {
  if ('error' in answer) return answer;
  return { [kind]: { id: kind === 'paymentIntent' ? 'pi_gift' : 'seti_1', payment_method: 'pm_bank_new', ...answer } };
}

type CollectOptions = { clientSecret: string; params: { payment_method_data: { billing_details: { name: string } } } };
const collect = (method: string, kind: 'paymentIntent' | 'setupIntent') =>
  async function (options: CollectOptions) {
    stripeJs.calls.push(`${method} ${options.clientSecret} ${options.params.payment_method_data.billing_details.name}`);
    return result(kind, stripeJs.collected);
  };
const confirm = (method: string, kind: 'paymentIntent' | 'setupIntent') =>
  async function (clientSecret: string, data?: { payment_method?: string }) {
    stripeJs.calls.push([method, clientSecret, data?.payment_method].filter(Boolean).join(' '));
    return result(kind, stripeJs.confirmed);
  };

/** Stripe's Elements, whose card field does what `mount` says when it is put on the page. */
export function fakeStripeElements(mount: (node: HTMLElement) => void = () => undefined) {
  return {
    update: () => undefined,
    getElement: () => null,
    create: () => ({
      mount,
      on: () => undefined,
      off: () => undefined,
      update: () => undefined,
      destroy: () => undefined,
    }),
  };
}

function fakeStripe() {
  return {
    elements: () => fakeStripeElements(),
    createToken: async () => ({}),
    createPaymentMethod: async () => ({}),
    confirmCardPayment: async () => ({}),
    handleCardAction: async () => ({}),
    collectBankAccountForPayment: collect('collectBankAccountForPayment', 'paymentIntent'),
    confirmUsBankAccountPayment: confirm('confirmUsBankAccountPayment', 'paymentIntent'),
    collectBankAccountForSetup: collect('collectBankAccountForSetup', 'setupIntent'),
    confirmUsBankAccountSetup: confirm('confirmUsBankAccountSetup', 'setupIntent'),
  };
}

export function installFakeStripeJs() {
  Object.assign(window, { Stripe: Object.assign(fakeStripe, { version: 'endive' }) });
}

/**
 * A test file in Stripe mode: Stripe.js stood in, and each case with the payments config asked
 * afresh, Stripe.js's answers as set by default, and the page and its language reset.
 */
export function standInForStripeJs(resetPage: () => void) {
  beforeAll(installFakeStripeJs);
  beforeEach(() => {
    forgetPaymentsConfig();
    stripeJs.reset();
  });
  afterEach(async () => {
    resetPage();
    await setLanguage('en');
  });
}

/**
 * Stripe's answer when the account needs micro-deposits: the page where the holder confirms them.
 * One deposit with a code in its description (Stripe's default); `microdepositAmounts`, two.
 */
export const microdeposits = {
  status: 'requires_action',
  next_action: {
    type: 'verify_with_microdeposits',
    verify_with_microdeposits: {
      arrival_date: 1_780_000_000,
      hosted_verification_url: 'https://payments.stripe.com/microdeposit/pacs_test_1',
      microdeposit_type: 'descriptor_code',
    },
  },
};

export const microdepositAmounts = {
  ...microdeposits,
  next_action: {
    ...microdeposits.next_action,
    verify_with_microdeposits: { ...microdeposits.next_action.verify_with_microdeposits, microdeposit_type: 'amounts' },
  },
};
