import { useSyncExternalStore } from 'react';
import { tokenStorageKey } from '#shared/limits.ts';
import { isTokenExpired, readTokenClaims } from './token-claims.ts';
import { localStore } from './local-store.ts';

/**
 * The user session of SPEC.md section 3. It lives in the browser only: the server renders every
 * page as a visitor sees it, and the signed-in state follows right after hydration (DESIGN.md
 * section 8), so a visitor's HTML never carries admin controls.
 *
 * This file is part of the visitor bundle (the header's Sign out and the lazy admin slots read
 * it), so it must stay small and import nothing heavy.
 */
export interface Session {
  /** False on the server and during hydration, where the stored token cannot be read. */
  known: boolean;
  token: string | null;
  userId: string | null;
  username: string | null;
  isUserLoggedIn: boolean;
  isLogginingIn: boolean;
}

/** The name shown as "signed in as"; the token itself only carries the user id. */
const userStorageKey = 'user';

const unknown: Session = {
  known: false,
  token: null,
  userId: null,
  username: null,
  isUserLoggedIn: false,
  isLogginingIn: false,
};
const loggedOut: Session = { ...unknown, known: true };

let current: Session | null = null;
const listeners = new Set<() => void>();

function readStored(): Session {
  const store = localStore();
  const token = store?.getItem(tokenStorageKey) ?? null;
  if (!token) return loggedOut;
  if (isTokenExpired(token)) {
    // An expired token would only produce 401s; forget it quietly before any control shows.
    clearStored();
    return loggedOut;
  }
  let username: string | null = null;
  try {
    const user: unknown = JSON.parse(store?.getItem(userStorageKey) ?? 'null');
    if (user && typeof user === 'object' && 'username' in user && typeof user.username === 'string') {
      username = user.username;
    }
  } catch {
    // A damaged profile only loses the display name.
  }
  return {
    ...loggedOut,
    token,
    userId: readTokenClaims(token)?.userId ?? null,
    username,
    isUserLoggedIn: true,
  };
}

function clearStored(): void {
  const store = localStore();
  store?.removeItem(tokenStorageKey);
  store?.removeItem(userStorageKey);
}

function set(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes this one too.
function onStorage(event: StorageEvent): void {
  if (event.key === tokenStorageKey || event.key === null) set(readStored());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getSession(): Session {
  current ??= readStored();
  return current;
}

/** The session; `known: false` on the server and in the hydration render. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, () => unknown);
}

const signedIn = () => getSession().isUserLoggedIn;
const signedInOnServer = () => false;

/**
 * Whether an administrator is signed in (never on the server). For components that need no more
 * than that, above all whole pages: a visitor's value is `false` on the server and in the
 * browser alike, so nothing renders again after hydration. `useSession()` there would: its
 * snapshot changes from `unknown` to the browser's session, and React then re-rendered the
 * whole page in the hydration's own task (bench:tasks, docs/performance.md).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, signedIn, signedInOnServer);
}

export function setLoggingIn(isLogginingIn: boolean): void {
  set({ ...getSession(), isLogginingIn });
}

/** Stores the token (local storage key 'token') and marks the session signed in. */
export function signIn(login: { token: string; userId: string; username: string }): void {
  const store = localStore();
  store?.setItem(tokenStorageKey, login.token);
  store?.setItem(userStorageKey, JSON.stringify({ userId: login.userId, username: login.username }));
  set({
    known: true,
    token: login.token,
    userId: login.userId,
    username: login.username,
    isUserLoggedIn: true,
    isLogginingIn: false,
  });
}

/**
 * After a password change: the server ended every earlier token of the account, this session's
 * too, and answered a new one. The other tabs of this browser pick it up through local storage.
 */
export function replaceToken(token: string): void {
  const session = getSession();
  if (!session.isUserLoggedIn) return;
  localStore()?.setItem(tokenStorageKey, token);
  set({ ...session, token, userId: readTokenClaims(token)?.userId ?? session.userId });
}

/** Removes the stored token and resets the whole user state (SPEC.md section 4), in this browser. */
export function forgetSession(): void {
  clearStored();
  set(loggedOut);
}

/**
 * Sign out: the session is forgotten at once, also offline, then the server is asked to revoke
 * the token so that a copy of it (a stolen one, say) stops working too. The API client
 * is loaded only now, because visitors' pages never need it.
 */
export function signOut(): void {
  const { token } = getSession();
  forgetSession();
  if (!token) return;
  void import('./api-client.ts').then(({ revokeToken }) => revokeToken(token)).catch(() => undefined);
}
