import { Link } from 'react-router';
import styles from './admin-overview.module.css';

/** What an admin page shows a visitor who is not signed in. */
export function SignInPrompt({ children }: { children: string }) {
  return (
    <>
      <p className={styles.lead}>{children}</p>
      <Link to="/login" className={styles.primary}>
        Sign in
      </Link>
    </>
  );
}
