import * as v from 'valibot';
import { SessionResponseSchema } from './account';

/** Two-step sign-in (decision 0057): an authenticator app's code after the password. */

/** The actions whose holders a church may require a second factor of (with Admin). */
export const twoStepStaffActions = ['Givings', 'Members', 'Roles', 'Reports'] as const;

export const twoStepMessages = {
  codeRequired: 'Code is required',
  invalidCode: 'That code is not right, or it has expired',
  challengeExpired: 'Your sign-in took too long, please sign in again',
  alreadyEnabled: 'Two-step sign-in is already on',
  notStarted: 'Start setting up two-step sign-in again',
  notEnabled: 'Two-step sign-in is not on',
  requiredByChurch: 'Your church requires two-step sign-in for your account',
  wrongPassword: 'Password is not right',
} as const;

/** Six digits from the app, or a recovery code; spaces and dashes are forgiven. */
const code = v.pipe(
  v.string(twoStepMessages.codeRequired),
  v.trim(),
  v.nonEmpty(twoStepMessages.codeRequired),
  v.maxLength(32, twoStepMessages.invalidCode),
);
const password = v.pipe(v.string('Password is required'), v.nonEmpty('Password is required'), v.maxLength(128));
const challengeToken = v.pipe(
  v.string(twoStepMessages.challengeExpired),
  v.nonEmpty(twoStepMessages.challengeExpired),
  v.maxLength(2048, twoStepMessages.challengeExpired),
);

/**
 * What login answers instead of tokens when a second step is due: `code` for a person who has
 * an authenticator, `enrol` for one who must set it up before getting a session.
 */
export const TwoStepChallengeSchema = v.object({
  twoStep: v.object({ challengeToken: v.string(), next: v.picklist(['code', 'enrol']) }),
});
export type TwoStepChallenge = v.InferOutput<typeof TwoStepChallengeSchema>;

/** POST /api/account/login answers either. */
export const LoginResponseSchema = v.union([SessionResponseSchema, TwoStepChallengeSchema]);
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export function isTwoStepChallenge(answer: LoginResponse): answer is TwoStepChallenge {
  return 'twoStep' in answer;
}

/** The code step of sign-in; `rememberDevice` skips it on this browser for 30 days. */
export const TwoStepCodeSchema = v.object({
  challengeToken,
  code,
  rememberDevice: v.optional(v.boolean(), false),
});
export type TwoStepCode = v.InferInput<typeof TwoStepCodeSchema>;

export const TwoStepChallengeOnlySchema = v.object({ challengeToken });

/** What the authenticator app needs: a QR code of the otpauth:// URI, and the secret as text. */
export const TwoStepSetupSchema = v.object({
  secret: v.string(),
  otpauthUri: v.string(),
  /** An SVG document, to show as an image. */
  qrCodeSvg: v.string(),
});
export type TwoStepSetup = v.InferOutput<typeof TwoStepSetupSchema>;

/** Shown once, right after setting up; each works one time in place of a code. */
export const RecoveryCodesSchema = v.object({ recoveryCodes: v.array(v.string()) });
export type RecoveryCodes = v.InferOutput<typeof RecoveryCodesSchema>;

/** Setting up during sign-in ends with the recovery codes and the session. */
export const TwoStepEnrolledSignInSchema = v.object({
  recoveryCodes: v.array(v.string()),
  session: SessionResponseSchema,
});
export type TwoStepEnrolledSignIn = v.InferOutput<typeof TwoStepEnrolledSignInSchema>;

export const TwoStepStatusSchema = v.object({
  enabled: v.boolean(),
  /** The church requires it for this person: it cannot be turned off. */
  required: v.boolean(),
  recoveryCodesLeft: v.number(),
});
export type TwoStepStatus = v.InferOutput<typeof TwoStepStatusSchema>;

export const TwoStepPasswordSchema = v.object({ password });
export type TwoStepPassword = v.InferInput<typeof TwoStepPasswordSchema>;

export const TwoStepConfirmSchema = v.object({ code });
export type TwoStepConfirm = v.InferInput<typeof TwoStepConfirmSchema>;

export const TwoStepTurnOffSchema = v.object({ password, code });
export type TwoStepTurnOff = v.InferInput<typeof TwoStepTurnOffSchema>;
