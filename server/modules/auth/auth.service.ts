import type { LoginInput, LoginResponse } from '#shared/schemas/auth.ts';
import { messages } from '#shared/messages.ts';
import { passwordNotEmail, type PasswordChangeInput } from '#shared/schemas/user.ts';
import { AppError, invalid, unauthorized } from '../../errors.ts';
import { noteItem } from '../../http/request-context.ts';
import type { UserRow } from '../../db/schema.ts';
import type { DeviceTokens } from './device-cookie.ts';
import { HashQueueFull, type HashQueue } from './hash-queue.ts';
import type { Attempt, LoginThrottle } from './login-throttle.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import type { RevokedTokensRepository } from './revoked-tokens.repository.ts';
import type { Tokens } from './tokens.ts';
import type { UsersRepository } from './users.repository.ts';

export interface AdminUser {
  id: string;
  username: string;
  /** The account's e-mail (lower case): what the activity record and the trash name it by. */
  email: string;
  /**
   * The token this request came with: what a sign-out revokes; `version` is the account's token
   * version it was signed with (a password change is made over it).
   */
  token: { id: string; expiresAt: Date; version: number };
}

/**
 * Creates the admin or changes its password; tokens issued before a change stop working. Also
 * used by `npm run admin`. Setting the password it already has changes nothing, so starting
 * another instance with ADMIN_EMAIL/ADMIN_PASSWORD does not sign everyone out.
 */
export async function setAdminPassword(users: UsersRepository, email: string, password: string): Promise<void> {
  const existing = await users.byEmail(email);
  if (existing && (await verifyPassword(existing.passwordHash, password))) return;
  await users.upsert(email, await hashPassword(password));
}

/** What a sign-in needs to know about the client besides the form. */
export interface LoginClientInfo {
  ip: string;
  /** The device cookie's token, when the request carried one. */
  deviceToken?: string | undefined;
}

export interface LoginResult {
  answer: LoginResponse;
  /** A fresh device token for the cookie, so this browser is a known device from now on. */
  deviceToken: string;
}

export function createAuthService(deps: {
  users: UsersRepository;
  tokens: Tokens;
  throttle: LoginThrottle;
  revokedTokens: RevokedTokensRepository;
  devices: DeviceTokens;
  hashQueue: HashQueue;
  /** Checks a password against its hash; tests pass one that counts or holds the calls. */
  verify?: (hashed: string, password: string) => Promise<boolean>;
}) {
  const { users, tokens, throttle, revokedTokens, devices, hashQueue, verify = verifyPassword } = deps;
  /** Runs a hash in the hash queue; a full queue is a 503 that says to try again in a moment. */
  async function queued<T>(hash: () => Promise<T>, onFull?: () => Promise<void>): Promise<T> {
    try {
      return await hashQueue.run(hash);
    } catch (error) {
      if (!(error instanceof HashQueueFull)) throw error;
      await onFull?.();
      throw new AppError(503, messages.auth.busy, 'busy', undefined, { retryAfter: 1 });
    }
  }

  /**
   * Checks a password for an account (or for none: the same cost, so accounts cannot be probed).
   * The attempt is counted before the password is hashed, so a burst cannot have more guesses
   * checked than the throttle allows; the hash itself waits its turn in the hash queue.
   */
  async function checkPassword(
    user: UserRow | undefined,
    email: string,
    password: string,
    client: LoginClientInfo,
  ): Promise<{ ok: boolean; attempt: Attempt }> {
    const device = devices.read(client.deviceToken);
    const attempt = await throttle.reserve({
      ip: client.ip,
      email,
      device: user && device?.userId === user.id ? device.nonce : undefined,
    });
    if (!attempt.allowed) {
      throw new AppError(429, messages.auth.tooManyAttempts, 'rate_limited', undefined, {
        retryAfter: attempt.retryAfter,
      });
    }
    const ok = await queued(async () => verify(user?.passwordHash ?? (await dummyHash), password), attempt.cancel);
    return { ok: user !== undefined && ok, attempt };
  }

  return {
    /** One answer for every wrong email/password pair, so accounts cannot be probed. */
    async login(input: LoginInput, client: LoginClientInfo): Promise<LoginResult> {
      const user = await users.byEmail(input.email);
      const { ok, attempt } = await checkPassword(user, input.email, input.password, client);
      if (!user || !ok) throw new AppError(400, messages.auth.wrongData, 'validation_failed');
      await attempt.succeeded();
      noteItem({ kind: 'account', itemId: user.id, caption: user.email });
      const token = await tokens.sign({ userId: user.id, version: user.tokenVersion });
      return {
        answer: { message: messages.auth.loggedIn, token, userId: user.id, username: user.username },
        deviceToken: devices.issue(user.id),
      };
    },

    /**
     * Changes the signed-in admin's own password. The current one is checked exactly as a
     * sign-in checks it (same throttle counters, same hash queue), so a stolen token cannot be
     * used to guess it faster than the sign-in form allows. Every token of the account issued
     * before stops working, this request's too (the token version goes up); the answer is this
     * session's new token.
     */
    async changePassword(admin: AdminUser, input: PasswordChangeInput, client: LoginClientInfo): Promise<string> {
      const user = await users.byId(admin.id);
      // Gone, or changed meanwhile by another request (this session ended with it).
      if (!user || user.tokenVersion !== admin.token.version) throw unauthorized();
      if (!passwordNotEmail(user.email, input.password)) {
        throw invalid([{ field: 'password', message: messages.accounts.passwordIsEmail }]);
      }
      const { ok, attempt } = await checkPassword(user, user.email, input.current, client);
      if (!ok) throw invalid([{ field: 'current', message: messages.accounts.wrongCurrent }]);
      await attempt.succeeded();
      // Only over the version this session was signed with: of two changes at once one wins, and
      // the other's session has ended with it (its token names the old version).
      const hash = await queued(() => hashPassword(input.password));
      const version = await users.setPassword(user.id, hash, admin.token.version);
      if (version === undefined) throw unauthorized();
      noteItem({ kind: 'account', itemId: user.id, caption: user.email });
      return tokens.sign({ userId: user.id, version });
    },

    /** The admin a token belongs to, or null when it is missing, forged, expired or revoked. */
    async authenticate(token: string | undefined): Promise<AdminUser | null> {
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const [user, revoked] = await Promise.all([users.byId(claims.userId), revokedTokens.isRevoked(claims.id)]);
      if (!user || revoked || user.tokenVersion !== claims.version) return null;
      return { id: user.id, username: user.username, email: user.email, token: { id: claims.id, expiresAt: claims.expiresAt, version: claims.version } };
    },

    /** Signs out: the token the admin came with stops working everywhere; their other tokens do not. */
    logout: async (admin: AdminUser) => {
      await revokedTokens.revoke(admin.token.id, admin.token.expiresAt);
      noteItem({ kind: 'account', itemId: admin.id, caption: admin.email });
    },

    setAdmin: (email: string, password: string) => setAdminPassword(users, email, password),

    /** Hashes a new password in its turn in the hash queue (503 'busy' when the line is full). */
    hashNewPassword: (password: string) => queued(() => hashPassword(password)),

    hasUsers: async () => (await users.count()) > 0,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
