import { Link } from 'react-router';
import { lazyAdmin } from '#web/features/admin/lazy-admin.tsx';
import { SignInPrompt } from '#web/features/admin/sign-in-prompt.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { useSession } from '#web/lib/session.ts';
import type { Route } from './+types/admin-accounts.ts';
import styles from './login.module.css';

const AccountsView = lazyAdmin(() =>
  import('#web/features/accounts/admin/accounts-view.tsx').then((m) => m.AccountsView),
);

export const handle: ChromeHandle = { chrome: { header: 'none', footer: false } };

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    matches,
    title: 'Accounts',
    description: 'The administrators of the site.',
    path: '/admin/accounts',
    publicUrl: loaderData?.publicUrl ?? '',
    noindex: true,
  });

/** /admin/accounts: who can sign in, like /admin without site navigation or footer. */
export default function AdminAccounts() {
  const { known, isUserLoggedIn } = useSession();
  return (
    <section className={styles.page} aria-labelledby="accounts-title">
      <div className={`${styles.card} ${styles.wide}`}>
        <h1 id="accounts-title">Accounts</h1>
        {known && !isUserLoggedIn ? (
          <SignInPrompt>Sign in to see and manage the administrators’ accounts.</SignInPrompt>
        ) : (
          <AccountsView />
        )}
        <Link to="/admin" className={styles.back}>
          Back to the admin
        </Link>
      </div>
    </section>
  );
}
