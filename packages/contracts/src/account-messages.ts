// A module of its own: webpack keeps or drops a module's exports for the whole build, so these
// messages (wanted by lazy dialogs) stay off the first visit, which needs only the names in
// account-constants.ts.
import { logoutFailedMessage } from './account-constants';

/** Spec section 8, 'Account messages' and the account toasts. */
export const accountMessages = {
  signInFailed: 'Failed to sign in!',
  logoutFailed: logoutFailedMessage,
  // Intentionally shown nowhere (docs/decisions/0066-one-clock.md): a failed refresh signs the
  // person out, and the spec's transport section names that failure 'Can't get refresh token'.
  refreshFailed: 'Failed to refresh access token',
  resetFailed: 'Failed to reset password',
  forgotFailed: 'Failed to send forgot password email',
  resendFailed: 'Failed to resend confirmation email',
  signUpFailed: 'Failed to sign up!',
  updateUserFailed: 'Failed to update user info!',
  avatarFailed: 'Failed to upload new avatar!',
  fetchUserFailed: 'Failed to fetch user info!',
  passwordReset: 'Your password has been successfully reset',
  forgotSent: 'Forgot password instructions has been sent',
  signInLinkSent: 'If this email has an account, a sign-in link has been sent to it',
  signInLinkFailed: 'Failed to send the sign-in link',
  confirmationSent: 'Confirmation email has been sent',
  signUpNotice: 'Thank you, a letter was sent to confirm.',
  changesSaved: 'Changes have been saved',
  avatarUpdated: 'Avatar have been updated',
} as const;
