import { Link } from 'react-router';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/admin.ts';
import styles from './login.module.css';

export const handle: ChromeHandle = { chrome: { header: 'none', footer: false } };

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Admin',
    description: 'Site administration.',
    path: '/admin',
    publicUrl: loaderData?.publicUrl ?? '',
    noindex: true,
  });

/** Placeholder: the admin screens are lazy chunks of a later issue, never in visitors' bundles. */
export default function Admin() {
  return (
    <section className={styles.page} aria-labelledby="admin-title">
      <div className={styles.card}>
        <h1 id="admin-title">Admin</h1>
        <p className={styles.note}>Editing happens on the site pages once you are signed in.</p>
        <Link to="/" className={styles.back}>
          Back to the site
        </Link>
      </div>
    </section>
  );
}
