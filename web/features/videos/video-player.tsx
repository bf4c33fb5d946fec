import { useState } from 'react';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Video } from '#shared/schemas/video.ts';
import { Picture } from '#web/components/picture.tsx';
import { VideoPlaceholder } from './video-placeholder.tsx';
import { vimeoPlayerUrl } from './vimeo.ts';
import styles from './video-player.module.css';

/**
 * The Vimeo player at 920x600, scaling down with the screen while keeping its ratio. Under it,
 * seen until the player paints (an iframe is transparent until its page draws) and without any
 * script, the video's picture (the admin's preview or our copy of Vimeo's thumbnail) with its
 * title. A video whose Vimeo details never arrived shows the designed placeholder with its
 * title and a Play button that loads the player: Vimeo may well be what is not answering, and
 * a browser's "cannot connect" page is no picture to greet a visitor with.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const src = vimeoPlayerUrl(video.url);
  const thumbnail = video.image ?? video.vimeo_response?.thumbnail_url ?? null;
  const hasPicture = Boolean(video.picture || thumbnail);
  const [asked, setAsked] = useState(false);
  const showPlayer = src !== null && (hasPicture || asked);
  return (
    <div className={styles.frame}>
      {hasPicture ? (
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
          note={src ? messages.videoPlaceholder.player : messages.videoPlaceholder.unplayable}
        >
          {src && !asked && (
            <button type="button" className={styles.play} onClick={() => setAsked(true)}>
              Play
            </button>
          )}
        </VideoPlaceholder>
      )}
      {showPlayer && (
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
