import { Link } from 'react-router';
import { lazyAdmin } from '#web/features/admin/lazy-admin.tsx';
import { SignInPrompt } from '#web/features/admin/sign-in-prompt.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { useSession } from '#web/lib/session.ts';
import type { Route } from './+types/admin-activity.ts';
import styles from './login.module.css';

const ActivityView = lazyAdmin(() =>
  import('#web/features/activity/admin/activity-view.tsx').then((m) => m.ActivityView),
);

export const handle: ChromeHandle = { chrome: { header: 'none', footer: false } };

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    matches,
    title: 'Activity',
    description: 'The record of changes to the site.',
    path: '/admin/activity',
    publicUrl: loaderData?.publicUrl ?? '',
    noindex: true,
  });

/** /admin/activity: who changed what and when, like /admin without site navigation or footer. */
export default function AdminActivity() {
  const { known, isUserLoggedIn } = useSession();
  return (
    <section className={styles.page} aria-labelledby="activity-title">
      <div className={`${styles.card} ${styles.widest}`}>
        <h1 id="activity-title">Activity</h1>
        {known && !isUserLoggedIn ? (
          <SignInPrompt>Sign in to see who changed what on the site.</SignInPrompt>
        ) : (
          <ActivityView />
        )}
        <Link to="/admin" className={styles.back}>
          Back to the admin
        </Link>
      </div>
    </section>
  );
}
