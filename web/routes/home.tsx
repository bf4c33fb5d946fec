import { useLoaderData } from 'react-router';
import { lazyAdmin, useIsAdmin } from '#web/features/admin/lazy-admin.tsx';
import { EmptySlider } from '#web/features/home/empty-slider.tsx';
import { shuffle } from '#web/features/home/shuffle.ts';
import { Slider } from '#web/features/home/slider.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { useAdminModalOpen } from '#web/lib/modal-open.ts';
import { useSiteSettings } from '#web/lib/site-settings.ts';
import type { Route } from './+types/home.ts';

export const handle: ChromeHandle = { chrome: { header: 'overlay', footer: false } };

export async function loader({ context }: Route.LoaderArgs) {
  // The server picks the random order and the client hydrates it as is (DESIGN.md section 8).
  // The saved order goes along: a browser that runs no script shows the slides in it (slider.tsx).
  const saved = await context.content.slides();
  return { slides: shuffle(saved), savedOrder: saved.map((slide) => slide._id), publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const first = loaderData?.slides[0];
  return pageMeta({
    matches,
    path: '/',
    publicUrl: loaderData?.publicUrl ?? '',
    image: first?.picture,
  });
};

// Admin controls: separate chunks, fetched only once a signed-in administrator is here.
const SlideTools = lazyAdmin(() =>
  import('#web/features/home/admin/home-admin.tsx').then((m) => m.SlideTools),
);
const SlideActions = lazyAdmin(() =>
  import('#web/features/home/admin/home-admin.tsx').then((m) => m.SlideActions),
);

export default function Home() {
  const { slides, savedOrder } = useLoaderData<typeof loader>();
  const { companyName, description } = useSiteSettings();
  const admin = useIsAdmin();
  const modalOpen = useAdminModalOpen();
  const toolbar = admin ? <SlideTools count={slides.length} /> : undefined;
  return (
    <>
      <h1 className="visually-hidden">
        {companyName}: {description}
      </h1>
      {slides.length > 0 ? (
        <Slider
          slides={slides}
          savedOrder={savedOrder}
          paused={modalOpen}
          toolbar={toolbar}
          slideActions={admin ? (slide) => <SlideActions slide={slide} /> : undefined}
        />
      ) : (
        <EmptySlider toolbar={toolbar} />
      )}
    </>
  );
}
