import { Link } from 'react-router';
import styles from './error-view.module.css';

/** A quiet full-page message for missing or failed pages. */
export function ErrorView({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className={styles.view} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      {text && <p className={styles.text}>{text}</p>}
      {children ?? (
        <Link to="/" className={styles.link}>
          Back to the home page
        </Link>
      )}
    </section>
  );
}
