import { Link } from 'react-router';
import { LoginForm } from '#web/features/admin/login/login-form.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/login.ts';
import styles from './login.module.css';

export const handle: ChromeHandle = { chrome: { header: 'none', footer: false } };

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    matches,
    title: 'Sign in',
    description: 'Sign in to edit the site.',
    path: '/login',
    publicUrl: loaderData?.publicUrl ?? '',
    noindex: true,
  });

/** The sign-in page (SPEC.md section 2): the form and a Back link to /. */
export default function Login() {
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title">Sign in</h1>
        <LoginForm />
        <Link to="/" className={styles.back}>
          Back
        </Link>
      </div>
    </section>
  );
}
