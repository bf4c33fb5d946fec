import { AdminPage, adminPageHandle, adminPageLoader, adminPageMeta } from '#web/features/admin/admin-page.tsx';
import { lazyAdmin } from '#web/features/admin/lazy-admin.tsx';
import type { Route } from './+types/admin-trash.ts';

const TrashView = lazyAdmin(() =>
  import('#web/features/trash/admin/trash-view.tsx').then((m) => m.TrashView),
);

export const handle = adminPageHandle;
export const loader = adminPageLoader;
export const meta: Route.MetaFunction = (args) =>
  adminPageMeta(args, { title: 'Trash', description: 'Deleted items, restorable for 30 days.', path: '/admin/trash' });

/** /admin/trash: deleted items, restorable until purged. */
export default function AdminTrash() {
  return (
    <AdminPage id="trash-title" title="Trash" signInText="Sign in to see and restore deleted items.">
      <TrashView />
    </AdminPage>
  );
}
