import { limits } from '#shared/limits.ts';
import type { Video } from '#shared/schemas/video.ts';
import { vimeoPlayerUrl } from './vimeo.ts';
import styles from './video-player.module.css';

/** The Vimeo player at 920x600, scaling down with the screen while keeping its ratio. */
export function VideoPlayer({ video }: { video: Video }) {
  const src = vimeoPlayerUrl(video.url);
  if (!src) return <div className={styles.frame} />;
  return (
    <div className={styles.frame}>
      <iframe
        className={styles.iframe}
        src={src}
        width={limits.playerWidth}
        height={limits.playerHeight}
        title={video.caption}
        allow="autoplay; fullscreen; picture-in-picture"
      />
    </div>
  );
}
