import { Link } from 'react-router';
import type { LocationLink } from '#shared/schemas/location.ts';
import styles from './location-links.module.css';

/** Links to pages as a row of outlined buttons: the location pages, or the pages a mistyped address likely meant. */
export function LocationLinks({ locations }: { locations: readonly LocationLink[] }) {
  return (
    <ul className={styles.list}>
      {locations.map((l) => (
        <li key={l.path}>
          <Link to={l.path} className={styles.link}>
            {l.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A line introducing a second row of links under the first. */
export function LinksHeading({ children }: { children: React.ReactNode }) {
  return <p className={styles.heading}>{children}</p>;
}
