import styles from './team.module.css';

/** The 'Work with' logos, files served from the static logo folder at /logos/{name}. */
export function Partners({ partners }: { partners: string[] }) {
  return (
    <section id="work-with" className={styles.section} aria-labelledby="work-with-title">
      <h2 id="work-with-title" className={styles.sectionTitle}>
        Work with
      </h2>
      {partners.length === 0 ? (
        <p className={styles.none}>Partners will be listed here soon.</p>
      ) : (
        <ul className={styles.logos}>
          {partners.map((name, i) => (
            <li key={name} className={styles.logo}>
              <img
                src={`/logos/${encodeURIComponent(name)}`}
                alt={`Partner logo ${i + 1}`}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
