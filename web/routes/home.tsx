import { useLoaderData } from 'react-router';
import { EmptySlider } from '#web/features/home/empty-slider.tsx';
import { shuffle } from '#web/features/home/shuffle.ts';
import { Slider } from '#web/features/home/slider.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { site } from '#web/lib/site.ts';
import type { Route } from './+types/home.ts';

export const handle: ChromeHandle = { chrome: { header: 'overlay', footer: false } };

export async function loader({ context }: Route.LoaderArgs) {
  // The server picks the random order and the client hydrates it as is (DESIGN.md section 8).
  const slides = shuffle(await context.content.slides());
  return { slides, publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const first = loaderData?.slides[0];
  return pageMeta({
    title: site.name,
    description: site.description,
    path: '/',
    publicUrl: loaderData?.publicUrl ?? '',
    image: first?.image,
  });
};

export default function Home() {
  const { slides } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="visually-hidden">
        {site.name}: {site.tagline}
      </h1>
      {slides.length > 0 ? <Slider slides={slides} /> : <EmptySlider />}
    </>
  );
}
