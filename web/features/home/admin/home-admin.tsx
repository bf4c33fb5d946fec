import type { Slide } from '#shared/schemas/slide.ts';
import { AdminBar } from '#web/components/admin/ui/admin-button.tsx';
import { DeleteSlide } from './delete-slide.tsx';
import { EditSlide } from './edit-slide.tsx';

/*
 * The home page's admin chunk: routes/home.tsx loads these with lazyAdmin, so only a signed-in
 * administrator downloads them.
 */
export { AddSlide } from './add-slide.tsx';

/** Edit and Delete for one slide, laid over it. */
export function SlideActions({ slide }: { slide: Slide }) {
  return (
    <AdminBar>
      <EditSlide slide={slide} />
      <DeleteSlide slide={slide} />
    </AdminBar>
  );
}
