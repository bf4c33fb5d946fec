import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { tokenStorageKey } from '#shared/limits.ts';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/login.ts';
import styles from './login.module.css';

export const handle: ChromeHandle = { chrome: { header: 'none', footer: false } };

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Sign in',
    description: 'Sign in to edit the site.',
    path: '/login',
    publicUrl: loaderData?.publicUrl ?? '',
    noindex: true,
  });

/** Placeholder until the sign-in form lands (a later issue); a stored token already means signed in. */
export default function Login() {
  const navigate = useNavigate();
  useEffect(() => {
    if (window.localStorage.getItem(tokenStorageKey)) navigate('/', { replace: true });
  }, [navigate]);
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title">Sign in</h1>
        <p className={styles.note}>The sign-in form is on its way.</p>
        <Link to="/" className={styles.back}>
          Back
        </Link>
      </div>
    </section>
  );
}
