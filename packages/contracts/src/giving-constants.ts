// Plain values about giving, apart from the schemas so that importing one of them (the Giving
// dialog's messages) does not pull valibot into a bundle; see account-constants.ts.

/** Spec section 9 'Amounts' (dollars, as the forms show them; the server keeps integer cents). */
export const givingLimits = {
  /** A single gift, a designation and the sum of one gift. */
  maxAmount: 999999.99,
  maxAmountCents: 99_999_999,
  /** The form minimum is 1 while its message reads $0.50: both as the spec notes show them. */
  formMinimum: 1,
  defaultAmount: 10,
  step: 0.01,
  recurrence: 'month',
} as const;

/** How an offline gift came in (spec section 1: cash or check in person, or by mail). */
export const offlineGivingMethods = ['cash', 'check', 'mail'] as const;
export type OfflineGivingMethod = (typeof offlineGivingMethods)[number];

/** Spec sections 5 and 8: the giving texts, verbatim (typos included). */
export const givingMessages = {
  amountRequired: 'Please, enter the amount',
  amountMinimum: 'Minimum amount is $0.50',
  amountMaximum: 'Maximum amount is $999999.99',
  totalMaximum: "Sum of the online gift can't be more than $999999.99",
  donorNameRequired: 'Please, let us know your name',
  donorEmailRequired: 'Please, let us know your email address',
  recurringSignIn: 'Please, sign in to make a recurring donation',
  oneTimeFailed: 'Failed to proceed one time gift, please reload page or try later',
  confirmFailed: 'Failed to confirm gift, please try to reload page',
  recurringLoadFailed: 'Failed to load data for recurring, plese try to reload page',
  refundFailed: 'Failed to request refund',
  /** Followed by the detail: 'Failed to save payment method {detail}'. */
  savePaymentMethodFailed: 'Failed to save payment method',
  /** Followed by the detail: 'Payment failed {detail}'. */
  paymentFailed: 'Payment failed',
  cardDeclined: 'Your card was declined.',
  refundInfo: 'Refund process ussualy takes 5-10 business days',
  unknownBrand: 'Unknown brand',
  // Not in the spec (it shows no text for these); the API's own wording.
  givingTypeRequired: 'Giving type is required',
  givingTypeInvalid: 'Giving type is invalid',
  designationsRequired: 'Please, add at least one designation',
  tooManyDesignations: 'There can be no more designations than giving types',
  duplicateGivingType: 'Each designation needs a different giving type',
  amountDecimals: 'Amount can have at most 2 decimals',
  donorEmailInvalid: 'Email is invalid',
  givingTypeNameRequired: 'Giving type name is required',
  givingTypeNameMax: 'Giving type name max length is 100 characters',
  givingTypeExists: 'A giving type with this name already exists',
  givingTypeNotFound: 'Giving type not found',
  givingTypeInUse: 'This giving type has gifts and cannot be deleted',
  givingTypeInRecurringUse: 'This giving type has monthly gifts and cannot be deleted',
} as const;

/** Why a member's own refund is refused (admins are not bound; docs/decisions/0058). */
export const refundMessages = {
  windowPassed: (days: number) =>
    `A gift can be refunded within ${days} days of giving; please contact the church office`,
  afterStatement:
    'This gift is on a year-end statement already sent to you and can no longer be refunded; please contact the church office',
} as const;
