import { activityPageSchema } from '#shared/schemas/activity.ts';
import { usersSchema } from '#shared/schemas/user.ts';
import { api } from '#web/lib/api-client.ts';

/** What the view filters by; absent means all. */
export interface ActivityFilters {
  page: number;
  user?: string | undefined;
  kind?: string | undefined;
  /** The first page's `until`: later pages count from it (records made meanwhile stay off them). */
  until?: string | undefined;
}

/** The activity calls of DESIGN.md section 11, plus the accounts list the account filter offers. */
export const activityApi = {
  page: ({ page, user, kind, until }: ActivityFilters) => {
    const query = new URLSearchParams({ page: String(page) });
    if (user) query.set('user', user);
    if (kind) query.set('kind', kind);
    if (until) query.set('until', until);
    return api.get(`/api/activity?${query.toString()}`, activityPageSchema);
  },
  accounts: () => api.get('/api/users', usersSchema),
};
