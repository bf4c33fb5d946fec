import { AdminPage, adminPageHandle, adminPageLoader, adminPageMeta } from '#web/features/admin/admin-page.tsx';
import { lazyAdmin } from '#web/features/admin/lazy-admin.tsx';
import type { Route } from './+types/admin-accounts.ts';

const AccountsView = lazyAdmin(() =>
  import('#web/features/accounts/admin/accounts-view.tsx').then((m) => m.AccountsView),
);

export const handle = adminPageHandle;
export const loader = adminPageLoader;
export const meta: Route.MetaFunction = (args) =>
  adminPageMeta(args, { title: 'Accounts', description: 'The administrators of the site.', path: '/admin/accounts' });

/** /admin/accounts: who can sign in. */
export default function AdminAccounts() {
  return (
    <AdminPage id="accounts-title" title="Accounts" signInText="Sign in to see and manage the administrators’ accounts.">
      <AccountsView />
    </AdminPage>
  );
}
