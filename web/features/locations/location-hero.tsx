import { Link } from 'react-router';
import { countries, limits, type Country } from '#shared/limits.ts';
import type { Picture as PictureData } from '#shared/schemas/common.ts';
import { ArrowDown } from '#web/components/icons.tsx';
import { Picture, viewportCoverSizes } from '#web/components/picture.tsx';
import { scrollToElement } from '#web/lib/scroll.ts';
import { usePrefersReducedMotion } from '#web/lib/use-media-query.ts';
import { countryPath } from './country.ts';
import styles from './location-hero.module.css';

interface LocationHeroProps {
  country: Country;
  summary: string;
  image: PictureData | undefined;
  /** id of the 'explore {country}' section the arrow scrolls to. */
  exploreId: string;
}

export function LocationHero({ country, summary, image, exploreId }: LocationHeroProps) {
  const reducedMotion = usePrefersReducedMotion();
  const others = countries.filter((c) => c !== country);

  const onArrow = () => {
    const target = document.getElementById(exploreId);
    if (!target) return;
    scrollToElement(target, limits.arrowScrollOffsetPx, !reducedMotion);
  };

  return (
    <section className={styles.hero} aria-labelledby="location-title">
      {image && (
        <Picture
          picture={image}
          alt=""
          fill
          priority
          sizes={viewportCoverSizes(image)}
          className={styles.image}
        />
      )}
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.text}>
        <p className={styles.kicker}>shooting in</p>
        <h1 id="location-title" className={styles.title}>
          {country}
        </h1>
        <p className={styles.summary}>{summary}</p>
        <nav aria-label="Other locations" className={styles.others}>
          {others.map((c) => (
            <Link key={c} to={countryPath(c)} className={styles.other}>
              {c}
            </Link>
          ))}
        </nav>
      </div>
      <button
        type="button"
        className={styles.arrow}
        onClick={onArrow}
        aria-label={`Scroll to explore ${country}`}
      >
        <ArrowDown size={22} />
      </button>
    </section>
  );
}
