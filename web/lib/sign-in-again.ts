/**
 * A refused token (expired, revoked by a password change, its account removed) while an
 * administrator works: rather than signing out at once, which unmounts every admin control and
 * with it an open form and what was typed into it, the admin runtime asks for the password in a
 * dialog over the page (features/admin/sign-in-again.tsx). The form stays open, re-enabled, and
 * its Save works again once signed in. Declining signs out as before.
 */
let ask: (() => void) | null = null;

/** The admin runtime's offer while it is mounted; returns its withdrawal. */
export function offerSignInAgain(handler: () => void): () => void {
  ask = handler;
  return () => {
    if (ask === handler) ask = null;
  };
}

/** Asks, and says whether anyone could (false: the caller signs out). Asking twice asks once. */
export function askToSignInAgain(): boolean {
  if (!ask) return false;
  ask();
  return true;
}
