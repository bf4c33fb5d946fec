/** One counter a sign-in attempt is counted on, and how many attempts its window allows. */
export interface ThrottleKey {
  key: string;
  limit: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Sign-in attempts counted per key (an address, an account, a device) in a fixed window that
 * the first attempt opens. Stores: the database (default; `database-throttle-store.ts`) and
 * Redis (`redis-throttle-store.ts`, with REDIS_URL).
 */
export interface ThrottleStore {
  /**
   * In one atomic step: when every key is below its limit, counts one attempt on each and
   * answers allowed; otherwise counts nothing and answers the longest wait among the full keys.
   * Called BEFORE the password is hashed, so concurrent attempts cannot all pass one check.
   */
  reserve(keys: readonly ThrottleKey[], windowMs: number): Promise<Reservation>;
  /** Takes back one attempt from each key (one that was not evaluated, or that succeeded). */
  release(keys: readonly string[]): Promise<void>;
  /** Forgets a key's attempts. */
  reset(key: string): Promise<void>;
}

export interface ThrottleLimits {
  windowMs: number;
  perAddress: number;
  perAccount: number;
}

export const defaultThrottleLimits: ThrottleLimits = {
  windowMs: 15 * 60_000,
  perAddress: 30,
  perAccount: 8,
};

/** Who is trying: the address, the email typed, and the nonce of a valid device cookie for that account. */
export interface LoginClient {
  ip: string;
  email: string;
  /** Set only when the request carries a device cookie signed for the account of `email`. */
  device?: string | undefined;
}

/** A reserved attempt, and what to do once the password was checked (or could not be). */
export interface Attempt {
  allowed: true;
  /** The password was right. */
  succeeded(): Promise<void>;
  /** The password was never checked (the hash queue was full): the attempt does not count. */
  cancel(): Promise<void>;
}

/**
 * Sign-in throttling with device cookies (OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"). A device that signed in to this account before counts its failures on its own
 * counter (same limit as the account), so failures from elsewhere cannot lock it out; once it
 * is over its limit it is an unknown device again. Unknown devices count on the account and on
 * the address, both reserved in one step.
 */
export function createLoginThrottle(
  store: ThrottleStore,
  limits: ThrottleLimits = defaultThrottleLimits,
) {
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const reserved = async (keys: ThrottleKey[]) => store.reserve(keys, limits.windowMs);
  return {
    /** An attempt to go ahead with, or the seconds to wait before the next one. */
    async reserve(client: LoginClient): Promise<Attempt | { allowed: false; retryAfter: number }> {
      if (client.device) {
        const device = `login:device:${client.device}`;
        const own = await reserved([{ key: device, limit: limits.perAccount }]);
        if (own.allowed) {
          return {
            allowed: true,
            // The account's counter is left alone: it counts the other clients' failures, and
            // clearing it whenever the admin signs in would hand a guesser a fresh allowance.
            succeeded: () => store.reset(device),
            cancel: () => store.release([device]),
          };
        }
      }
      const ip = `login:ip:${client.ip}`;
      const account = `login:acct:${client.email.toLowerCase()}`;
      const both = await reserved([
        { key: ip, limit: limits.perAddress },
        { key: account, limit: limits.perAccount },
      ]);
      if (!both.allowed) return { allowed: false, retryAfter: seconds(both.retryAfterMs) };
      return {
        allowed: true,
        // A sign-in that worked is not held against the address; the account starts afresh.
        succeeded: async () => {
          await Promise.all([store.release([ip]), store.reset(account)]);
        },
        cancel: () => store.release([ip, account]),
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
