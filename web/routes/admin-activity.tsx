import { AdminPage, adminPageHandle, adminPageLoader, adminPageMeta } from '#web/features/admin/admin-page.tsx';
import { lazyAdmin } from '#web/features/admin/lazy-admin.tsx';
import type { Route } from './+types/admin-activity.ts';

const ActivityView = lazyAdmin(() =>
  import('#web/features/activity/admin/activity-view.tsx').then((m) => m.ActivityView),
);

export const handle = adminPageHandle;
export const loader = adminPageLoader;
export const meta: Route.MetaFunction = (args) =>
  adminPageMeta(args, { title: 'Activity', description: 'The record of changes to the site.', path: '/admin/activity' });

/** /admin/activity: who changed what and when. */
export default function AdminActivity() {
  return (
    <AdminPage id="activity-title" title="Activity" width="widest" signInText="Sign in to see who changed what on the site.">
      <ActivityView />
    </AdminPage>
  );
}
