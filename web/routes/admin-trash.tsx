import { Link } from 'react-router';
import { lazyAdmin } from '#web/features/admin/lazy-admin.tsx';
import { SignInPrompt } from '#web/features/admin/sign-in-prompt.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { useSession } from '#web/lib/session.ts';
import type { Route } from './+types/admin-trash.ts';
import styles from './login.module.css';

const TrashView = lazyAdmin(() =>
  import('#web/features/trash/admin/trash-view.tsx').then((m) => m.TrashView),
);

export const handle: ChromeHandle = { chrome: { header: 'none', footer: false } };

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    matches,
    title: 'Trash',
    description: 'Deleted items, restorable for 30 days.',
    path: '/admin/trash',
    publicUrl: loaderData?.publicUrl ?? '',
    noindex: true,
  });

/** /admin/trash: deleted items, restorable until purged; like /admin, without site navigation or footer. */
export default function AdminTrash() {
  const { known, isUserLoggedIn } = useSession();
  return (
    <section className={styles.page} aria-labelledby="trash-title">
      <div className={`${styles.card} ${styles.wide}`}>
        <h1 id="trash-title">Trash</h1>
        {known && !isUserLoggedIn ? (
          <SignInPrompt>Sign in to see and restore deleted items.</SignInPrompt>
        ) : (
          <TrashView />
        )}
        <Link to="/admin" className={styles.back}>
          Back to the admin
        </Link>
      </div>
    </section>
  );
}
