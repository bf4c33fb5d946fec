import { useCallback, useEffect, useState } from 'react';
import type { ActivityPage } from '#shared/schemas/activity.ts';
import { activityApi, type ActivityFilters } from './activity-api.ts';

export interface ActivityState {
  /** Null until the answer for the current filters and page arrives. */
  page: ActivityPage | null;
  failed: boolean;
}

/**
 * One page of the activity record, read in the browser (it needs the token, which the server's
 * render never has). Changing the filters reads again, and the previous answer is not shown as
 * if it were the new one meanwhile; an answer arriving after the view has gone is dropped.
 */
export function useActivity({ page, user, kind, until }: ActivityFilters) {
  const key = JSON.stringify([page, user, kind, until]);
  // `accounts`: the latest answer's list, kept while the next page loads (the filter offers it).
  const [state, setState] = useState<ActivityState & { key: string; accounts: string[] }>({
    key: '',
    page: null,
    failed: false,
    accounts: [],
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    activityApi.page({ page, user, kind, until }).then(
      (answer) => live && setState({ key, page: answer, failed: false, accounts: answer.accounts }),
      // The API client has told the user what went wrong; the view says it could not load.
      () => live && setState((before) => ({ ...before, key, page: null, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [key, page, user, kind, until, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state.key === key;
  return { page: current ? state.page : null, failed: current && state.failed, accounts: state.accounts, reload };
}
