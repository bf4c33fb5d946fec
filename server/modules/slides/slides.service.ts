import { messages } from '#shared/messages.ts';
import type { Slide, SlideForm } from '#shared/schemas/slide.ts';
import { invalid, notFound, recheckOnFailure } from '../../errors.ts';
import { noteItem } from '../../http/request-context.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput } from '../../media/types.ts';
import type { SlidesRepository } from './slides.repository.ts';
import type { TrashBin } from '../trash/trash.service.ts';

const missedImage = () =>
  invalid([{ field: 'image', message: messages.missedImage.description }], messages.missedImage.title);
const slideNotFound = () => notFound('Slide not found');

interface Deps {
  slides: SlidesRepository;
  images: ImageFiles;
  trash: TrashBin;
  videoExists: (id: string) => Promise<boolean>;
  onChange: () => void;
}

/** What the edit form asks of the image: keep it, or replace it (a file is then required). */
export type SlideImageChange = { kind: 'keep' } | { kind: 'replace'; data: ImageInput | null };

export function createSlidesService({ slides, images, trash, videoExists, onChange }: Deps) {
  async function checkVideo(videoId: string | null): Promise<void> {
    if (videoId !== null && !(await videoExists(videoId))) {
      throw invalid([{ field: 'videoId', message: messages.videoUnknown }]);
    }
  }

  return {
    list: (): Promise<Slide[]> => slides.list(),

    async add(form: SlideForm, image: ImageInput | null): Promise<void> {
      if (!image) throw missedImage();
      await checkVideo(form.videoId);
      const values = { caption: form.caption, text: form.text, alt: form.alt, videoId: form.videoId, transparency: form.transparency };
      const id = await images.store('slides', image, 'strict', (stored) =>
        recheckOnFailure(() => slides.insert(values, stored), () => checkVideo(form.videoId)),
      );
      noteItem({ kind: 'slide', itemId: id, caption: form.caption });
      onChange();
    },

    /** Fields the form left out keep their stored values. */
    async update(id: string, form: Partial<SlideForm>, image: SlideImageChange): Promise<void> {
      const before = await slides.row(id);
      if (!before) throw slideNotFound();
      if (image.kind === 'replace' && !image.data) throw missedImage();
      const checkFormVideo = async () => form.videoId !== undefined && (await checkVideo(form.videoId));
      await checkFormVideo();
      const values = { caption: form.caption, text: form.text, alt: form.alt, videoId: form.videoId, transparency: form.transparency };
      if (image.kind === 'replace' && image.data) {
        await images.replace('slides', image.data, 'strict', async (stored) => {
          const replaced = await recheckOnFailure(() => slides.replaceImage(id, values, stored), checkFormVideo);
          if (replaced === null) throw slideNotFound();
          return replaced;
        });
      } else if (!(await recheckOnFailure(() => slides.update(id, values), checkFormVideo))) {
        throw slideNotFound();
      }
      noteItem({ kind: 'slide', itemId: id, caption: form.caption ?? before.caption });
      onChange();
    },

    /** Moves the slide to the trash; its files stay until it is purged. */
    async remove(id: string): Promise<void> {
      if (!(await trash.move('slide', id))) throw slideNotFound();
      onChange();
    },

    /** The admin's order: `ids` must be exactly the slides' ids, each once (nothing added or removed meanwhile). */
    async order(ids: string[]): Promise<void> {
      if (!(await slides.order(ids))) throw invalid([{ field: 'list', message: messages.orderMismatch('slides') }]);
      noteItem({ kind: 'slide', itemId: null, caption: 'Slider order' });
      onChange();
    },
  };
}
export type SlidesService = ReturnType<typeof createSlidesService>;
