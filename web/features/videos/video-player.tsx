import { limits } from '#shared/limits.ts';
import type { Video } from '#shared/schemas/video.ts';
import { Picture } from '#web/components/picture.tsx';
import { VideoPlaceholder } from './video-placeholder.tsx';
import { vimeoPlayerUrl } from './vimeo.ts';
import styles from './video-player.module.css';

/**
 * The Vimeo player at 920x600, scaling down with the screen while keeping its ratio. Under it,
 * seen until the player paints (an iframe is transparent until its page draws) and without any
 * script, the video's picture (the admin's preview or our copy of Vimeo's thumbnail) with its
 * title; a video whose Vimeo details never arrived gets the designed placeholder instead.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const src = vimeoPlayerUrl(video.url);
  const thumbnail = video.image ?? video.vimeo_response?.thumbnail_url ?? null;
  return (
    <div className={styles.frame}>
      {video.picture || thumbnail ? (
        <div className={styles.poster}>
          {video.picture ? (
            <Picture picture={video.picture} alt="" fill sizes="(max-width: 920px) 100vw, 920px" priority className={styles.posterImage} />
          ) : (
            <img src={thumbnail ?? ''} alt="" width={640} height={360} className={styles.posterImage} />
          )}
          <span className={styles.posterTitle}>{video.caption}</span>
        </div>
      ) : (
        <VideoPlaceholder
          title={video.caption}
          note={src ? 'The player is on its way from Vimeo.' : 'This video cannot be played here.'}
        />
      )}
      {src && (
        <iframe
          className={styles.iframe}
          src={src}
          width={limits.playerWidth}
          height={limits.playerHeight}
          title={video.caption}
          allow="autoplay; fullscreen; picture-in-picture"
        />
      )}
    </div>
  );
}
