import { Link } from 'react-router';
import { countries } from '#shared/limits.ts';
import { countryPath } from './country.ts';
import styles from './country-links.module.css';

/** The three location pages, for visitors who typed a country we do not film in. */
export function CountryLinks() {
  return (
    <ul className={styles.list}>
      {countries.map((c) => (
        <li key={c}>
          <Link to={countryPath(c)} className={styles.link}>
            {c}
          </Link>
        </li>
      ))}
    </ul>
  );
}
