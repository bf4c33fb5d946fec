import type { Video } from '#shared/schemas/video.ts';
import styles from './video-details.module.css';

/** Caption and credits under the player (SPEC.md section 2: Director, DOP, Production company). */
export function VideoDetails({ video }: { video: Video }) {
  const credits = [
    { label: 'Director', value: video.director },
    { label: 'DOP', value: video.pop },
    {
      label: 'Production company',
      value: video.production || video.vimeo_response?.author_name || '',
    },
  ].filter((c) => c.value);
  return (
    <div className={styles.details}>
      {video.category && <p className={styles.category}>{video.category.caption}</p>}
      <h1 className={styles.caption}>{video.caption}</h1>
      {credits.length > 0 && (
        <dl className={styles.credits}>
          {credits.map((c) => (
            <div key={c.label} className={styles.credit}>
              <dt>{c.label}</dt>
              <dd>{c.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
