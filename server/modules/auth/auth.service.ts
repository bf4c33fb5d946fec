import type { LoginInput, LoginResponse } from '#shared/schemas/auth.ts';
import { messages } from '#shared/messages.ts';
import { AppError } from '../../errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import type { RevokedTokensRepository } from './revoked-tokens.repository.ts';
import type { Tokens } from './tokens.ts';
import type { UsersRepository } from './users.repository.ts';

export interface AdminUser {
  id: string;
  username: string;
  /** The token this request came with: what a sign-out revokes. */
  token: { id: string; expiresAt: Date };
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

export function createAuthService(deps: {
  users: UsersRepository;
  tokens: Tokens;
  throttle: LoginThrottle;
  revokedTokens: RevokedTokensRepository;
}) {
  const { users, tokens, throttle, revokedTokens } = deps;
  return {
    /** One answer for every wrong email/password pair, so accounts cannot be probed. */
    async login(input: LoginInput, ip: string): Promise<LoginResponse> {
      const wait = await throttle.retryAfter(ip, input.email);
      if (wait > 0) {
        throw new AppError(429, messages.auth.tooManyAttempts, 'rate_limited', undefined, { retryAfter: wait });
      }
      const user = await users.byEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user || !ok) {
        await throttle.failed(ip, input.email);
        throw new AppError(400, messages.auth.wrongData, 'validation_failed');
      }
      await throttle.succeeded(input.email);
      const token = await tokens.sign({ userId: user.id, version: user.tokenVersion });
      return { message: messages.auth.loggedIn, token, userId: user.id, username: user.username };
    },

    /** The admin a token belongs to, or null when it is missing, forged, expired or revoked. */
    async authenticate(token: string | undefined): Promise<AdminUser | null> {
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const [user, revoked] = await Promise.all([users.byId(claims.userId), revokedTokens.isRevoked(claims.id)]);
      if (!user || revoked || user.tokenVersion !== claims.version) return null;
      return { id: user.id, username: user.username, token: { id: claims.id, expiresAt: claims.expiresAt } };
    },

    /** Signs out: the token the admin came with stops working everywhere; their other tokens do not. */
    logout: (admin: AdminUser) => revokedTokens.revoke(admin.token.id, admin.token.expiresAt),

    setAdmin: (email: string, password: string) => setAdminPassword(users, email, password),

    hasUsers: async () => (await users.count()) > 0,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
