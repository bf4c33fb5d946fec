/**
 * Counts failed sign-ins per key (an address or an account) in a fixed window. The in-memory
 * store suits one process; a Redis store with the same interface shares it between instances.
 */
export interface ThrottleStore {
  /** Adds one failure; resolves to the count in the current window and the window's ms left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number } | null>;
  reset(key: string): Promise<void>;
}

export function createMemoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    async hit(key, windowMs) {
      const w = live(key) ?? { count: 0, resetAt: now() + windowMs };
      w.count += 1;
      windows.set(key, w);
      if (windows.size > 100_000) windows.delete(windows.keys().next().value as string);
      return { count: w.count, resetInMs: w.resetAt - now() };
    },
    async peek(key) {
      const w = live(key);
      return w ? { count: w.count, resetInMs: w.resetAt - now() } : null;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export interface ThrottleLimits {
  windowMs: number;
  perAddress: number;
  perAccount: number;
}

export const defaultThrottleLimits: ThrottleLimits = { windowMs: 15 * 60_000, perAddress: 30, perAccount: 8 };

/** Seconds to wait before another attempt, or 0 when this address and account may try now. */
export function createLoginThrottle(store: ThrottleStore, limits: ThrottleLimits = defaultThrottleLimits) {
  const keys = (ip: string, email: string) => ({ ip: `login:ip:${ip}`, account: `login:acct:${email.toLowerCase()}` });
  return {
    async retryAfter(ip: string, email: string): Promise<number> {
      const k = keys(ip, email);
      const [byIp, byAccount] = await Promise.all([store.peek(k.ip), store.peek(k.account)]);
      const waits = [
        byIp && byIp.count >= limits.perAddress ? byIp.resetInMs : 0,
        byAccount && byAccount.count >= limits.perAccount ? byAccount.resetInMs : 0,
      ];
      return Math.ceil(Math.max(...waits) / 1000);
    },
    async failed(ip: string, email: string): Promise<void> {
      const k = keys(ip, email);
      await Promise.all([store.hit(k.ip, limits.windowMs), store.hit(k.account, limits.windowMs)]);
    },
    async succeeded(email: string): Promise<void> {
      await store.reset(keys('', email).account);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
