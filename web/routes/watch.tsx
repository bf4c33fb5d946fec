import { data, Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { Close } from '#web/components/icons.tsx';
import { VideoDetails } from '#web/features/videos/video-details.tsx';
import { VideoPlayer } from '#web/features/videos/video-player.tsx';
import { cameFromList } from '#web/features/videos/from-list.ts';
import { parseBackroute } from '#web/lib/backroute.server.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { videoDescription, videoObject } from '#web/lib/structured-data.server.ts';
import type { Route } from './+types/watch.ts';
import styles from './watch.module.css';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const backroute = parseBackroute(new URL(request.url).searchParams.get('backroute'));
  const publicUrl = context.settings.publicUrl;
  const video = params.videoId ? await context.content.video(params.videoId) : null;
  const path = params.videoId ? `/videos/watch/${params.videoId}` : '/videos/watch';
  if (!video) return data({ video: null, backroute, publicUrl, path, description: '', videoLd: null }, { status: 404 });
  const description = videoDescription(video);
  return { video, backroute, publicUrl, path, description, videoLd: videoObject(video, description, publicUrl) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const video = loaderData?.video;
  if (!video) {
    return pageMeta({
      matches,
      title: 'video does not exist',
      description: 'This video does not exist.',
      path: loaderData?.path ?? '/videos/watch',
      publicUrl: loaderData?.publicUrl ?? '',
      noindex: true,
    });
  }
  return pageMeta({
    matches,
    title: video.caption,
    description: loaderData.description,
    path: loaderData.path,
    publicUrl: loaderData.publicUrl,
    image: video.picture ?? video.image ?? video.vimeo_response?.thumbnail_url,
    type: 'video.other',
    things: [loaderData.videoLd],
    trail: [
      { name: 'Work', path: '/videos' },
      { name: video.caption, path: loaderData.path },
    ],
  });
};

export default function Watch() {
  const { video, backroute } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  // Opened from the list in this visit: Back returns to that entry, its cards and its scroll position.
  const goBack = cameFromList(location.state) && backroute !== '/';
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Link
          to={backroute}
          onClick={(event) => {
            if (!goBack) return;
            event.preventDefault();
            void navigate(-1);
          }}
          className={styles.close}
          aria-label={backroute === '/' ? 'Close, back to home' : 'Close, back to work'}
        >
          <Close size={26} />
        </Link>
      </div>
      {video ? (
        <>
          <VideoPlayer video={video} />
          <VideoDetails video={video} />
        </>
      ) : (
        <h1 className={styles.missing}>video does not exist</h1>
      )}
    </div>
  );
}
