import * as v from 'valibot';
import { UploadedPictureUrlSchema } from './files';
import { entityIdSchema } from './ids';
import { LanguageSchema } from './language-schemas';

/** Spec section 5: every rule and message verbatim; the forms and the server both use these. */

/** One message per field: the first rule a value breaks, as a form shows it. */
const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });
const requiredEmail = v.pipe(v.string('Email is required'), v.trim(), v.nonEmpty('Email is required'));
const email = firstIssue(v.pipe(requiredEmail, v.email('Email is invalid'), v.maxLength(254, 'Email is invalid')));

function personName(label: 'First name' | 'Last name') {
  return firstIssue(
    v.pipe(
      v.string(`${label} is required`),
      v.trim(),
      v.nonEmpty(`${label} is required`),
      v.minLength(2, `The length of ${label} must be at least 2 characters`),
      v.maxLength(100, `${label} max length is 100 characters`),
    ),
  );
}

const newPassword = firstIssue(
  v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.minLength(6, 'Password must have at least 6 characters'),
    v.regex(/\d/, "Password must have at least one digit ('0'-'9')"),
    // Bounded so hashing cost cannot be abused; far beyond any real passphrase.
    v.maxLength(128, 'Password max length is 128 characters'),
  ),
);

const passwordsDontMatch = "Passwords don't match";

const repeatPassword = v.pipe(v.string('Repeat your password'), v.nonEmpty('Repeat your password'));

export const AddressSchema = v.object({
  streetAddress: firstIssue(
    v.pipe(
      v.string('Street Address is required'),
      v.trim(),
      v.nonEmpty('Street Address is required'),
      v.maxLength(150, 'Street Address max length is 150 characters'),
    ),
  ),
  city: v.pipe(
    v.string('City is required'),
    v.trim(),
    v.nonEmpty('City is required'),
    v.maxLength(100, 'City max length is 100 characters'),
  ),
  stateId: entityIdSchema('State is required'),
  zipCode: firstIssue(
    v.pipe(
      v.string('Zip Code is required'),
      v.trim(),
      v.nonEmpty('Zip Code is required'),
      v.regex(/^\d{5}(-\d{4})?$/, 'Zip Code is invalid'),
    ),
  ),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** E.164, as the US-default phone input produces it: '+' and 8 to 15 digits. */
export const PhoneNumberSchema = firstIssue(
  v.pipe(
    v.string('Phone number is required'),
    v.trim(),
    v.nonEmpty('Phone number is required'),
    v.regex(/^\+[1-9]\d{7,14}$/, 'Phone number is invalid'),
  ),
);

export const SignInSchema = v.object({
  email,
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required')),
});
export type SignIn = v.InferOutput<typeof SignInSchema>;

export const SignUpSchema = v.pipe(
  v.object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    address: AddressSchema,
    email,
    password: newPassword,
    confirmPassword: repeatPassword,
    phoneNumber: PhoneNumberSchema,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);
export type SignUp = v.InferOutput<typeof SignUpSchema>;

/** Forgot password and resend confirmation ask only for the e-mail. */
export const EmailOnlySchema = v.object({ email });
export type EmailOnly = v.InferOutput<typeof EmailOnlySchema>;

export const ResetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(v.string('Reset link is invalid'), v.nonEmpty('Reset link is invalid')),
    password: newPassword,
    confirmPassword: repeatPassword,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

export const ConfirmEmailSchema = v.object({
  token: v.pipe(v.string('Confirmation link is invalid'), v.nonEmpty('Confirmation link is invalid')),
});

/** The token of an e-mailed one-time sign-in link (decision 0060). */
export const SignInWithLinkSchema = v.object({
  token: v.pipe(
    v.string('Sign-in link is invalid'),
    v.nonEmpty('Sign-in link is invalid'),
    v.maxLength(200, 'Sign-in link is invalid'),
  ),
});

export const RefreshTokenRequestSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.pipe(v.string("Can't get refresh token"), v.nonEmpty("Can't get refresh token")),
});
export type RefreshTokenRequest = v.InferOutput<typeof RefreshTokenRequestSchema>;

/** What login answers; the browser persists it as the session. */
export const SessionResponseSchema = v.object({
  userId: v.string(),
  accessToken: v.string(),
  /** Unix seconds. */
  accessTokenExpirationDateTimeOffset: v.number(),
  refreshToken: v.string(),
  roles: v.array(v.string()),
  allowedActions: v.array(v.string()),
  /** On a serving team (volunteer scheduling): My Schedule is in their menu. A refresh answers it afresh. */
  onTeam: v.optional(v.boolean()),
  user: v.object({
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    photoUrl: v.nullable(v.string()),
    /** The member's chosen language (English until they pick one). */
    language: LanguageSchema,
  }),
});
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;

/**
 * The new tokens, and the roles and allowed actions read afresh: a member whose role changed
 * gets its pages at the next refresh, without signing out.
 */
export const RefreshTokenResponseSchema = v.object({
  accessToken: v.string(),
  accessTokenExpirationDateTimeOffset: v.number(),
  refreshToken: v.string(),
  roles: v.array(v.string()),
  allowedActions: v.array(v.string()),
  onTeam: v.optional(v.boolean()),
});
export type RefreshTokenResponse = v.InferOutput<typeof RefreshTokenResponseSchema>;

export const CurrentUserSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  photoUrl: v.nullable(v.string()),
  address: v.object({
    streetAddress: v.string(),
    city: v.string(),
    stateId: v.number(),
    zipCode: v.string(),
  }),
  /** The member's chosen language (English until they pick one). */
  language: LanguageSchema,
});
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>;

/** PUT /api/users/current: profile fields; the password only changes with the old one. */
export const UpdateCurrentUserSchema = v.pipe(
  v.object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    phoneNumber: PhoneNumberSchema,
    address: AddressSchema,
    photoUrl: v.optional(v.nullable(UploadedPictureUrlSchema)),
    oldPassword: v.optional(v.string()),
    password: v.optional(newPassword),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['oldPassword']],
      (input) => !input.password || Boolean(input.oldPassword),
      'Old password is required',
    ),
    ['oldPassword'],
  ),
);
export type UpdateCurrentUser = v.InferOutput<typeof UpdateCurrentUserSchema>;
