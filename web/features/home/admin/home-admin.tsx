import type { Slide } from '#shared/schemas/slide.ts';
import { AdminBar } from '#web/components/admin/ui/admin-button.tsx';
import { AddSlide } from './add-slide.tsx';
import { DeleteSlide } from './delete-slide.tsx';
import { EditSlide } from './edit-slide.tsx';
import { SortSlides } from './slide-sorter.tsx';

/*
 * The home page's admin chunk: routes/home.tsx loads these with lazyAdmin, so only a signed-in
 * administrator downloads them.
 */
export { AddSlide } from './add-slide.tsx';

/** Over the slider: Add slide, and the slides' order once there are two. */
export function SlideTools({ count }: { count: number }) {
  return (
    <AdminBar>
      <AddSlide />
      {count > 1 && <SortSlides />}
    </AdminBar>
  );
}

/** Edit and Delete for one slide, laid over it. */
export function SlideActions({ slide }: { slide: Slide }) {
  return (
    <AdminBar>
      <EditSlide slide={slide} />
      <DeleteSlide slide={slide} />
    </AdminBar>
  );
}
