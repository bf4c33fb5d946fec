import type { ReactNode } from 'react';
import styles from './team.module.css';

interface PartnersProps {
  partners: string[];
  /** The admin's Add partner, beside the title. */
  toolbar?: ReactNode;
  /** The admin's Delete under each logo; `label` is the logo's alt text. */
  logoActions?: (name: string, label: string) => ReactNode;
}

export const partnerLabel = (index: number) => `Partner logo ${index + 1}`;

/** The 'Work with' logos, files served from the static logo folder at /logos/{name}. */
export function Partners({ partners, toolbar, logoActions }: PartnersProps) {
  return (
    <section id="work-with" className={styles.section} aria-labelledby="work-with-title">
      <div className={styles.titleRow}>
        <h2 id="work-with-title" className={styles.sectionTitle}>
          Work with
        </h2>
        {toolbar}
      </div>
      {partners.length === 0 ? (
        <p className={styles.none}>Partners will be listed here soon.</p>
      ) : (
        <ul className={styles.logos}>
          {partners.map((name, i) => (
            <li key={name} className={styles.logoItem}>
              <div className={styles.logo}>
                {/* Logos are stored up to 480 px wide; the size is a layout hint, object-fit: contain draws them. */}
                <img
                  src={`/logos/${encodeURIComponent(name)}`}
                  alt={partnerLabel(i)}
                  width={240}
                  height={120}
                  loading="lazy"
                />
              </div>
              {logoActions?.(name, partnerLabel(i))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
