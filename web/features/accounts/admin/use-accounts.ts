import { useCallback, useEffect, useState } from 'react';
import type { User } from '#shared/schemas/user.ts';
import { accountsApi } from './accounts-api.ts';

export interface AccountsState {
  /** Null until the first answer. */
  accounts: User[] | null;
  failed: boolean;
}

/**
 * The accounts list, read in the browser: it needs the token, which the server's page render
 * never has. `reload` after a change; an answer arriving after the view has gone is dropped.
 */
export function useAccounts() {
  const [state, setState] = useState<AccountsState>({ accounts: null, failed: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    accountsApi.list().then(
      (accounts) => live && setState({ accounts, failed: false }),
      // The API client has told the user what went wrong; the list says it could not load.
      () => live && setState((previous) => ({ ...previous, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
