import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { limits } from '#shared/limits.ts';
import type { Location } from '#shared/schemas/location.ts';
import { ArrowDown } from '#web/components/icons.tsx';
import { Picture, viewportCoverSizes } from '#web/components/picture.tsx';
import { scrollToElement } from '#web/lib/scroll.ts';
import { usePrefersReducedMotion } from '#web/lib/use-media-query.ts';
import type { LocationLink } from '#web/lib/location-links.ts';
import styles from './location-hero.module.css';

interface LocationHeroProps {
  location: Pick<Location, 'name' | 'heading' | 'intro' | 'hero'>;
  /** The other location pages, linked under the intro. */
  others: LocationLink[];
  /** id of the 'explore {name}' section the arrow scrolls to. */
  exploreId: string;
  /** The administrator's controls (edit, add, delete), when signed in. */
  toolbar?: ReactNode;
}

export function LocationHero({ location, others, exploreId, toolbar }: LocationHeroProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { name, heading, intro, hero } = location;

  const onArrow = () => {
    const target = document.getElementById(exploreId);
    if (!target) return;
    scrollToElement(target, limits.arrowScrollOffsetPx, !reducedMotion);
  };

  return (
    <section className={styles.hero} aria-labelledby="location-title">
      <Picture
        picture={hero.picture}
        // The title is written over it; without the administrator's words it is decoration.
        alt={hero.alt}
        fill
        priority
        sizes={viewportCoverSizes(hero.picture)}
        className={styles.image}
      />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.text}>
        {heading && <p className={styles.kicker}>{heading}</p>}
        <h1 id="location-title" className={styles.title}>
          {name}
        </h1>
        {intro && <p className={styles.summary}>{intro}</p>}
        {others.length > 0 && (
          <nav aria-label="Other locations" className={styles.others}>
            {others.map((l) => (
              <Link key={l.path} to={l.path} className={styles.other}>
                {l.name}
              </Link>
            ))}
          </nav>
        )}
        {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      </div>
      <button
        type="button"
        className={styles.arrow}
        onClick={onArrow}
        aria-label={`Scroll to explore ${name}`}
      >
        <ArrowDown size={22} />
      </button>
    </section>
  );
}
