import { Link } from 'react-router';
import type { LocationLink } from '#web/lib/location-links.ts';
import styles from './location-links.module.css';

/** The location pages, for visitors who typed a country we do not film in. */
export function LocationLinks({ locations }: { locations: LocationLink[] }) {
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
