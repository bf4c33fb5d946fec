import { Link, useLocation } from 'react-router';
import { loginHref } from '#web/lib/return-to.ts';
import styles from './admin-overview.module.css';

/** What an admin page shows a visitor who is not signed in; signed in, they come back to it. */
export function SignInPrompt({ children }: { children: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <p className={styles.lead}>{children}</p>
      <Link to={loginHref(`${pathname}${search}`)} className={styles.primary}>
        Sign in
      </Link>
    </>
  );
}
