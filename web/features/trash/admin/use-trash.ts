import { useCallback, useEffect, useState } from 'react';
import type { TrashItem } from '#shared/schemas/trash.ts';
import { trashApi } from '#web/components/admin/trash/trash-api.ts';

export interface TrashState {
  /** Null until the first answer. */
  items: TrashItem[] | null;
  failed: boolean;
}

/**
 * The trash, read in the browser: it needs the token, which the server's page render never has.
 * `reload` after a change; an answer arriving after the view has gone is dropped.
 */
export function useTrash() {
  const [state, setState] = useState<TrashState>({ items: null, failed: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    trashApi.list().then(
      ({ data }) => live && setState({ items: data, failed: false }),
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
