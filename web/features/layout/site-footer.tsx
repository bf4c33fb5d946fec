import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteSettings } from '#web/lib/site-settings.ts';
import { socialNetworkInfo } from './social-icon.tsx';
import styles from './site-footer.module.css';

/**
 * `year` comes from the server so the copyright cannot differ between render and hydration.
 * `tools`: the administrator's site settings button (lazy-loaded by the root).
 */
export function SiteFooter({ year, tools }: { year: number; tools?: ReactNode }) {
  const { companyName, offices, social } = useSiteSettings();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{companyName}</p>
          {tools}
        </div>
        {social.length > 0 && (
          <nav aria-label="Social" className={styles.social}>
            <ul>
              {social.map(({ network, url }) => {
                const { label, Icon } = socialNetworkInfo[network];
                return (
                  <li key={network}>
                    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
                      <Icon size={22} />
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {offices.length > 0 && (
          <ul className={styles.offices} aria-label="Offices">
            {offices.map((office, i) => (
              <li key={`${office.city}-${i}`}>
                <p className={styles.city}>
                  {office.city}, {office.country}
                </p>
                {office.phone
                  .split('\n')
                  .filter(Boolean)
                  .slice(0, 1)
                  .map((phone) => (
                    <a key={phone} href={`tel:${phone.replace(/\s+/g, '')}`}>
                      {phone}
                    </a>
                  ))}
                {office.email && <a href={`mailto:${office.email}`}>{office.email}</a>}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.bottom}>
          <p>
            © {year} {companyName}
          </p>
          <Link to="/contacts">contacts</Link>
        </div>
      </div>
    </footer>
  );
}
