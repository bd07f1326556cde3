/** The account pages every member has (spec section 2); pages unlocked by allowed actions come with their features. */
export const accountPages = [
  { path: 'settings', title: 'Account Settings' },
  { path: 'givings-history', title: 'Givings History' },
  { path: 'prayer-requests', title: 'My Prayer Requests' },
  { path: 'payment-settings', title: 'Payment Settings' },
] as const;
