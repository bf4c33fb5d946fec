import { Link } from 'react-router';
import { AdminOverview } from '#web/features/admin/admin-overview.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/admin.ts';
import styles from './login.module.css';

export const handle: ChromeHandle = { chrome: { header: 'none', footer: false } };

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    matches,
    title: 'Admin',
    description: 'Site administration.',
    path: '/admin',
    publicUrl: loaderData?.publicUrl ?? '',
    noindex: true,
  });

/** /admin (SPEC.md section 2): no site navigation or footer; what the administrator manages. */
export default function Admin() {
  return (
    <section className={styles.page} aria-labelledby="admin-title">
      <div className={`${styles.card} ${styles.wide}`}>
        <h1 id="admin-title">Admin</h1>
        <AdminOverview />
        <Link to="/" className={styles.back}>
          Back to the site
        </Link>
      </div>
    </section>
  );
}
