import { Link } from 'react-router';
import { site } from '#web/lib/site.ts';
import styles from './site-footer.module.css';

/** `year` comes from the server so the copyright cannot differ between render and hydration. */
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{site.name}</p>
          <p className={styles.tagline}>{site.tagline}</p>
        </div>
        <nav aria-label="Social" className={styles.social}>
          <ul>
            {site.social.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.bottom}>
          <p>
            © {year} {site.name}
          </p>
          <Link to="/contacts">contacts</Link>
        </div>
      </div>
    </footer>
  );
}
