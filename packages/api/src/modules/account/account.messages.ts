import { accountThrottleMessages } from '../throttles';

/** What the account endpoints answer when they refuse. */
export const accountErrors = {
  invalidState: 'State is invalid',
  invalidCredentials: 'Invalid email or password',
  linkNeedsSecondStep: 'This account uses two-step sign-in: sign in with your password and a code',
  tooManyFailures: 'Too many failed sign-in attempts, please try again later',
  tooManyAttempts: accountThrottleMessages.tooManyAttempts,
  tooManyRegistrations: accountThrottleMessages.tooManyRegistrations,
  refreshFailed: "Can't get refresh token",
  resetLinkInvalid: 'Reset link is invalid or has expired',
  confirmLinkInvalid: 'Confirmation link is invalid or has expired',
  signInLinkInvalid: 'Sign-in link is invalid or has expired, please ask for a new one',
} as const;
