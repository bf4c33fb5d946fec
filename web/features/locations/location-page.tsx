import { Link } from 'react-router';
import type { Country } from '#shared/limits.ts';
import type { Picture } from '#shared/schemas/common.ts';
import { countryContent } from './content.ts';
import { LocationCarousel } from './location-carousel.tsx';
import { LocationHero } from './location-hero.tsx';
import styles from './location-page.module.css';

interface LocationPageProps {
  country: Country;
  images: Picture[];
  /** The gallery link of 'See more' (Ukraine only); null hides the button. */
  seeMoreHref: string | null;
}

export function LocationPage({ country, images, seeMoreHref }: LocationPageProps) {
  const content = countryContent[country];
  const exploreId = 'explore';
  const [lead, ...rest] = content.paragraphs;
  // The hero takes the last image so the carousel below does not open on the same picture.
  return (
    <>
      <LocationHero
        country={country}
        summary={content.summary}
        image={images.at(-1)}
        exploreId={exploreId}
      />
      <section className={styles.about} aria-label={`Filming in ${country}`}>
        <div className={styles.copy}>
          <p className={styles.lead}>{lead}</p>
          {rest.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </div>
        <dl className={styles.facts}>
          {content.facts.map((f) => (
            <div key={f.label} className={styles.fact}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section id={exploreId} className={styles.explore} aria-labelledby="explore-title">
        <div className={styles.exploreHead}>
          <h2 id="explore-title" className={styles.exploreTitle}>
            explore {country}
          </h2>
          {seeMoreHref && (
            <Link to={seeMoreHref} className={styles.seeMore}>
              {/* The label is SPEC's; the hidden words tell a link list where it leads. */}
              See more<span className="visually-hidden"> photos of {country}</span>
            </Link>
          )}
        </div>
        {images.length > 0 ? (
          <LocationCarousel country={country} images={images} />
        ) : (
          <p className={styles.none}>Images of {country} are on their way.</p>
        )}
      </section>
    </>
  );
}
