import { activityPageSchema } from '#shared/schemas/activity.ts';
import { usersSchema } from '#shared/schemas/user.ts';
import { api } from '#web/lib/api-client.ts';

/** What the view filters by; absent means all. */
export interface ActivityFilters {
  page: number;
  user?: string | undefined;
  kind?: string | undefined;
}

/** The activity calls of DESIGN.md section 11, plus the accounts list the account filter offers. */
export const activityApi = {
  page: ({ page, user, kind }: ActivityFilters) => {
    const query = new URLSearchParams({ page: String(page) });
    if (user) query.set('user', user);
    if (kind) query.set('kind', kind);
    return api.get(`/api/activity?${query.toString()}`, activityPageSchema);
  },
  accounts: () => api.get('/api/users', usersSchema),
};
