import type { ReactNode } from 'react';
import type { Partner } from '#shared/schemas/partner.ts';
import styles from './team.module.css';

interface PartnersProps {
  partners: Partner[];
  /** The admin's Add partner, beside the title. */
  toolbar?: ReactNode;
  /** The admin's Edit and Delete under each logo; `label` names the partner. */
  partnerActions?: (partner: Partner, label: string) => ReactNode;
  /** The admin's sort mode, shown instead of the logos while it is open. */
  sorter?: ReactNode;
}

/** What the partner is called on the page: its name, else a word that is still true. */
export const partnerLabel = (partner: Partner) => partner.name || 'Partner';

/**
 * The 'Work with' logos, files served from the static logo folder at /logos/{name}. A logo with a
 * link opens the partner's site in a new tab; the link is named by the partner's name, the image
 * by its alt text (else the name).
 */
export function Partners({ partners, toolbar, partnerActions, sorter }: PartnersProps) {
  return (
    <section id="work-with" className={styles.section} aria-labelledby="work-with-title">
      <div className={styles.titleRow}>
        <h2 id="work-with-title" className={styles.sectionTitle}>
          Work with
        </h2>
        {toolbar}
      </div>
      {sorter ??
        (partners.length === 0 ? (
          <p className={styles.none}>Partners will be listed here soon.</p>
        ) : (
          <ul className={styles.logos}>
            {partners.map((partner) => {
              const label = partnerLabel(partner);
              // Logos are stored up to 480 px wide; the size is a layout hint, object-fit: contain draws them.
              const logo = (
                <img
                  src={partner.image}
                  alt={partner.alt || label}
                  width={240}
                  height={120}
                  loading="lazy"
                />
              );
              return (
                <li key={partner._id} className={styles.logoItem}>
                  {partner.url ? (
                    <a
                      href={partner.url}
                      target="_blank"
                      rel="noopener"
                      className={styles.logo}
                      aria-label={label}
                    >
                      {logo}
                    </a>
                  ) : (
                    <div className={styles.logo}>{logo}</div>
                  )}
                  {partnerActions?.(partner, label)}
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
