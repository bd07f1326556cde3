import { randomUUID } from 'node:crypto';
import type { LoginResponse, RefreshTokenResponse, SessionResponse, SignIn } from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import type { AccessTokens } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { PasswordHasher } from '../../lib/password';
import { hashToken, randomToken } from '../../lib/secure-token';
import { grantsOf, type RolesRepository } from '../roles';
import { openSuccessor, sealSuccessor, type SessionsRepository } from '../sessions';
import type { UserRow, UsersRepository } from '../users';
import { accountErrors } from './account.messages';
import type { SessionFact } from './session-facts';
import type { SignInThrottle } from './sign-in-throttle';
import type { TwoFactorService } from '../two-factor';

export interface SessionServiceDeps {
  users: UsersRepository;
  roles: RolesRepository;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  transaction: RunInTransaction;
  refreshTokenDays: number;
  /** Runs after a commit that ends sessions (sign-out, a reused refresh token). */
  sessionsChanged: () => void;
  throttle: SignInThrottle;
  /** Two-step sign-in (decision 0057): asked once the password is right. */
  secondStep: Pick<TwoFactorService, 'signInChallenge'>;
  /**
   * The right password of an account whose e-mail is not confirmed yet: answered as a wrong one
   * (nothing may tell an asker a password is right), so its owner is mailed the link instead.
   */
  unconfirmedSignIn: (email: string) => void;
  /** What other modules add to the session (on a serving team...), read afresh at sign-in and each refresh. */
  facts?: SessionFact;
}

export type SessionService = ReturnType<typeof createSessionService>;

/** How long a rotated refresh token still yields its successor (RFC 9700, section 4.14.2). */
export const ROTATION_GRACE_MS = 10_000;

/** Sign-in, refresh-token rotation and sign-out. */
export function createSessionService(deps: SessionServiceDeps) {
  const { users, roles, sessions, hasher, accessTokens, transaction } = deps;
  const factsOf = async (userId: string) => (deps.facts ? deps.facts(userId) : {});

  /** A fresh access token, and a refresh token in `familyId` (a new family at sign-in). */
  async function issueTokens(user: UserRow, familyId: string, tx?: Tx) {
    const grants = await grantsOf(roles, user.roleId, tx);
    const { accessToken, expiresAt } = accessTokens.issue({ id: user.id, ...grants }, familyId);
    const refreshToken = randomToken();
    const expires = new Date(Date.now() + deps.refreshTokenDays * 24 * 60 * 60 * 1000);
    await sessions.insert({ userId: user.id, familyId, tokenHash: hashToken(refreshToken), expiresAt: expires }, tx);
    return { accessToken, accessTokenExpirationDateTimeOffset: expiresAt, refreshToken, ...grants };
  }

  /**
   * A just-rotated token presented again within the grace period: a new access token and the
   * successor it was already replaced with, so two tabs end up holding the same refresh token.
   */
  async function sameSuccessor(refreshToken: string, tokenHash: string) {
    const row = await sessions.findByHash(tokenHash);
    if (!row?.rotatedAt || row.revokedAt || !row.successorSealed) return null;
    if (Date.now() - row.rotatedAt.getTime() > ROTATION_GRACE_MS) return null;
    const successor = openSuccessor(row.successorSealed, refreshToken);
    const next = successor ? await sessions.findByHash(hashToken(successor)) : undefined;
    if (!successor || !next || next.revokedAt || next.rotatedAt) return null;
    const user = await users.findById(row.userId);
    if (!user) return null;
    const grants = await grantsOf(roles, user.roleId);
    const { accessToken, expiresAt } = accessTokens.issue({ id: user.id, ...grants }, row.familyId);
    return { accessToken, accessTokenExpirationDateTimeOffset: expiresAt, refreshToken: successor, ...grants };
  }

  /** The session of a person who proved who they are; signed in from `ip`, their failures are forgotten. */
  async function finishSignIn(user: UserRow, ip?: string, device?: string): Promise<SessionResponse> {
    if (ip !== undefined) await deps.throttle.succeeded(user.email.toLowerCase(), ip, device);
    const tokens = await issueTokens(user, randomUUID());
    return {
      userId: user.id,
      ...tokens,
      ...(await factsOf(user.id)),
      user: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        photoUrl: user.photoUrl,
        language: user.language,
      },
    };
  }

  return {
    /**
     * A right password answers the session, or a challenge when the person has a second
     * factor (or must set one up): `finishSignIn` then runs after the code. `context.device`:
     * the browser's known-device proof, if any (see sign-in-throttle.ts).
     */
    async login(
      input: SignIn,
      ip: string,
      context: { device?: string; cookieHeader?: string } = {},
    ): Promise<LoginResponse> {
      const { device } = context;
      const email = input.email.toLowerCase();
      await deps.throttle.beforeAttempt(email, ip, device);
      const user = await users.findByEmail(email);
      // Unknown e-mails cost a hash too, so the answer's timing does not tell them apart.
      const valid = user
        ? await hasher.verify(input.password, user.passwordHash)
        : await hasher.verifyDummy(input.password);
      if (!user || !valid || !user.emailConfirmedAt) {
        if (user && valid) deps.unconfirmedSignIn(user.email);
        await deps.throttle.failed(email, ip, device);
        throw new HttpError(401, [accountErrors.invalidCredentials]);
      }
      const challenge = await deps.secondStep.signInChallenge(user, context.cookieHeader);
      if (challenge) return challenge;
      return finishSignIn(user, ip, device);
    },

    /**
     * A session for a user whose mailbox just proved them (an e-mailed sign-in link). The link
     * proves the mailbox, not the second factor: whoever has one signs in with it instead.
     */
    async startSession(user: UserRow, cookieHeader?: string): Promise<SessionResponse> {
      if (await deps.secondStep.signInChallenge(user, cookieHeader)) {
        throw new HttpError(403, [accountErrors.linkNeedsSecondStep]);
      }
      return finishSignIn(user);
    },

    finishSignIn,

    /**
     * Rotation: the presented token is used up and replaced. Presented again within a few
     * seconds (a second tab, a retried request), it gets the same successor; presented later,
     * someone copied it, and its whole family (every token descended from that sign-in) dies.
     */
    async refresh(refreshToken: string): Promise<RefreshTokenResponse> {
      const refused = () => new HttpError(401, [accountErrors.refreshFailed]);
      const tokenHash = hashToken(refreshToken);
      const row = await sessions.findByHash(tokenHash);
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw refused();
      const rotated = row.rotatedAt
        ? null
        : await transaction(async (tx) => {
            if (!(await sessions.markRotated(row.id, tx))) return null;
            const user = await users.findById(row.userId, tx);
            if (!user) return null;
            const issued = await issueTokens(user, row.familyId, tx);
            await sessions.sealSuccessor(row.id, sealSuccessor(issued.refreshToken, refreshToken), tx);
            return issued;
          });
      // Read after the winner of a race has committed: its successor is sealed by then.
      const result = rotated ?? (await sameSuccessor(refreshToken, tokenHash));
      if (!result) {
        await sessions.revokeFamily(row.familyId);
        deps.sessionsChanged();
        throw refused();
      }
      // Roles and actions are read afresh: a member whose role changed gets its pages now.
      const { accessToken, accessTokenExpirationDateTimeOffset, refreshToken: next, roles, allowedActions } = result;
      const facts = await factsOf(row.userId);
      return { accessToken, accessTokenExpirationDateTimeOffset, refreshToken: next, roles, allowedActions, ...facts };
    },

    /**
     * Signs this device out: its session's refresh tokens stop working, and its access token
     * from its next request. The member's other devices stay signed in (decision 0056).
     */
    async logout(userId: string, sessionId: string): Promise<void> {
      await sessions.revokeSessionOf(userId, sessionId);
      deps.sessionsChanged();
    },
  };
}
