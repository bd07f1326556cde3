import { twoStepMessages, type TwoStepChallenge, type TwoStepSetup, type TwoStepStatus } from '@church/contracts';
import { renderSVG } from 'uqr';
import type { RunInTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { ChurchSettingsRepository } from '../church-settings';
import { grantsOf, type RolesRepository } from '../roles';
import type { UserRow, UsersRepository } from '../users';
import type { ChallengeNext, ChallengeTokens } from './challenge-tokens';
import { hashRecoveryCode, looksLikeAppCode, newRecoveryCodes } from './recovery-codes';
import type { RememberedDevices } from './remembered-devices';
import type { SecretSeal } from './secret-seal';
import { matchingTotpStep, newTotpSecret, otpauthUri } from './totp';
import type { TwoFactorRepository } from './two-factor.repository';
import { twoStepRequired } from './two-step-requirement';

export interface TwoFactorServiceDeps {
  twoFactors: TwoFactorRepository;
  settings: ChurchSettingsRepository;
  users: UsersRepository;
  roles: RolesRepository;
  seal: SecretSeal;
  challenges: ChallengeTokens;
  devices: RememberedDevices;
  transaction: RunInTransaction;
  /** The name the authenticator app shows above the code. */
  issuer: string;
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/** Authenticator setup, code checks, the sign-in gate, turning off and an admin's reset. */
export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const { twoFactors, seal, challenges, devices } = deps;
  const invalidCode = () => new HttpError(400, [twoStepMessages.invalidCode]);

  async function isRequired(user: UserRow): Promise<boolean> {
    return twoStepRequired(await deps.settings.get(), await grantsOf(deps.roles, user.roleId));
  }

  /** An app code of a step not accepted before, or an unused recovery code; uses it up. */
  async function useCode(userId: string, code: string): Promise<boolean> {
    const row = await twoFactors.find(userId);
    if (!row?.enabledAt) return false;
    if (!looksLikeAppCode(code)) return twoFactors.useRecoveryCode(userId, hashRecoveryCode(code));
    const secret = seal.open(row.secretSealed);
    const step = secret === null ? null : matchingTotpStep(secret, code);
    return step !== null && twoFactors.useStep(userId, step);
  }

  return {
    useCode,
    isRequired,

    /**
     * Called by sign-in once the password is right: null lets the session be issued now;
     * otherwise the challenge the client answers with a code, or by setting up an authenticator.
     */
    async signInChallenge(user: UserRow, cookieHeader: string | undefined): Promise<TwoStepChallenge | null> {
      const row = await twoFactors.find(user.id);
      let next: ChallengeNext | null = null;
      if (row?.enabledAt) next = devices.remembers(cookieHeader, user.id, row.deviceKey) ? null : 'code';
      else if (await isRequired(user)) next = 'enrol';
      return next && { twoStep: { challengeToken: challenges.issue(user.id, next), next } };
    },

    /** The person a challenge was issued to; 401 once it expired or for another step. */
    async challengedUser(token: string, next: ChallengeNext): Promise<UserRow> {
      const userId = challenges.open(token, next);
      const user = userId ? await deps.users.findById(userId) : undefined;
      if (!user) throw new HttpError(401, [twoStepMessages.challengeExpired]);
      return user;
    },

    /** The Set-Cookie header that skips the code on this browser for 30 days. */
    async rememberDeviceCookie(userId: string): Promise<string | null> {
      const row = await twoFactors.find(userId);
      return row?.enabledAt ? devices.cookie(userId, row.deviceKey) : null;
    },

    async status(user: UserRow): Promise<TwoStepStatus> {
      const row = await twoFactors.find(user.id);
      return {
        enabled: Boolean(row?.enabledAt),
        required: await isRequired(user),
        recoveryCodesLeft: row?.enabledAt ? await twoFactors.recoveryCodesLeft(user.id) : 0,
      };
    },

    /** A new secret (replacing an unconfirmed one), as a QR code and as text. */
    async startSetup(user: UserRow): Promise<TwoStepSetup> {
      const secret = newTotpSecret();
      if (!(await twoFactors.startSetup(user.id, seal.seal(secret)))) {
        throw new HttpError(409, [twoStepMessages.alreadyEnabled]);
      }
      const uri = otpauthUri(secret, deps.issuer, user.email);
      return { secret, otpauthUri: uri, qrCodeSvg: renderSVG(uri, { border: 2 }) };
    },

    /** A code from the app proves it was set up; the ten recovery codes are shown this once. */
    async confirmSetup(userId: string, code: string): Promise<string[]> {
      const row = await twoFactors.find(userId);
      if (row?.enabledAt) throw new HttpError(409, [twoStepMessages.alreadyEnabled]);
      const secret = row && seal.open(row.secretSealed);
      if (!secret) throw new HttpError(400, [twoStepMessages.notStarted]);
      const step = matchingTotpStep(secret, code);
      if (step === null) throw invalidCode();
      const codes = newRecoveryCodes();
      const enabled = await deps.transaction((tx) => twoFactors.enable(userId, step, codes.map(hashRecoveryCode), tx));
      if (!enabled) throw invalidCode();
      return codes;
    },

    /**
     * Needs a current code (the password is the caller's), checked by `counted` so that wrong
     * codes count like wrong sign-ins; refused while the church requires it of this person.
     */
    async turnOff(user: UserRow, code: string, counted: (check: () => Promise<boolean>) => Promise<void>) {
      const row = await twoFactors.find(user.id);
      if (!row?.enabledAt) throw new HttpError(400, [twoStepMessages.notEnabled]);
      if (await isRequired(user)) throw new HttpError(400, [twoStepMessages.requiredByChurch]);
      await counted(() => useCode(user.id, code));
      await twoFactors.remove(user.id);
    },

    /** An admin's reset: the member signs in with the password alone, or sets up anew if required. */
    async reset(userId: string): Promise<boolean> {
      return twoFactors.remove(userId);
    },
  };
}
