import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Location } from '#shared/schemas/location.ts';
import { LocationCarousel } from './location-carousel.tsx';
import { LocationHero } from './location-hero.tsx';
import type { LocationLink } from '#web/lib/location-links.ts';
import { seeMoreHref } from './location-text.ts';
import styles from './location-page.module.css';

interface LocationPageProps {
  location: Location;
  others: LocationLink[];
  /** Admin slots, filled only for a signed-in administrator. */
  heroToolbar?: ReactNode;
  carouselAdmin?: ReactNode;
}

export function LocationPage({ location, others, heroToolbar, carouselAdmin }: LocationPageProps) {
  const { name, paragraphs, facts, images } = location;
  const exploreId = 'explore';
  const [lead, ...rest] = paragraphs;
  const more = seeMoreHref(location.seeMoreCategory);
  return (
    <>
      <LocationHero location={location} others={others} exploreId={exploreId} toolbar={heroToolbar} />
      <section className={styles.about} aria-label={`Filming in ${name}`}>
        <div className={styles.copy}>
          {lead && <p className={styles.lead}>{lead}</p>}
          {rest.map((p, i) => (
            // Paragraphs may repeat; their place is what tells them apart.
            <p key={i}>{p}</p>
          ))}
        </div>
        {facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map((f, i) => (
              <div key={i} className={styles.fact}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section id={exploreId} className={styles.explore} aria-labelledby="explore-title">
        <div className={styles.exploreHead}>
          <h2 id="explore-title" className={styles.exploreTitle}>
            explore {name}
          </h2>
          {more && (
            <Link to={more} className={styles.seeMore}>
              {/* The label is SPEC's; the hidden words tell a link list where it leads. */}
              See more<span className="visually-hidden"> photos of {name}</span>
            </Link>
          )}
        </div>
        {images.length > 0 ? (
          <LocationCarousel name={name} images={images} />
        ) : (
          <p className={styles.none}>Images of {name} are on their way.</p>
        )}
        {carouselAdmin}
      </section>
    </>
  );
}
