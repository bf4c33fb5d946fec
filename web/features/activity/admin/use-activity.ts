import { useCallback, useEffect, useState } from 'react';
import type { ActivityPage } from '#shared/schemas/activity.ts';
import { activityApi, type ActivityFilters } from './activity-api.ts';

export interface ActivityState {
  /** Null until the first answer for these filters. */
  page: ActivityPage | null;
  failed: boolean;
}

/**
 * One page of the activity record, read in the browser (it needs the token, which the server's
 * render never has). Changing the filters reads again; an answer for filters that have changed
 * since, or arriving after the view has gone, is dropped.
 */
export function useActivity({ page, user, kind }: ActivityFilters) {
  const [state, setState] = useState<ActivityState>({ page: null, failed: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    activityApi.page({ page, user, kind }).then(
      (answer) => live && setState({ page: answer, failed: false }),
      // The API client has told the user what went wrong; the view says it could not load.
      () => live && setState((previous) => ({ ...previous, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [page, user, kind, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
