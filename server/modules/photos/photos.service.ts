import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { PhotoForm, PhotoPage } from '#shared/schemas/photo.ts';
import { invalid, notFound, recheckOnFailure } from '../../errors.ts';
import { noteItem } from '../../http/request-context.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput } from '../../media/types.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { PhotosRepository } from './photos.repository.ts';
import type { TrashBin } from '../trash/trash.service.ts';

const photoNotFound = () => notFound('Photo not found');

interface Deps {
  photos: PhotosRepository;
  categories: CategoriesService;
  images: ImageFiles;
  trash: TrashBin;
  onChange: () => void;
}

export function createPhotosService({ photos, categories, images, trash, onChange }: Deps) {
  const categoryOf = async (id: string | null) => (id === null ? null : categories.requireOfType(id, 'photo'));

  return {
    /**
     * Page `page`, or with `count` the pages page…page+count-1 in one read (a reloaded list after
     * 'Load more'); `total`, how many photos the list has, is for the site's viewer, not the API.
     */
    async page(category: string | undefined, page: number, count = 1): Promise<PhotoPage & { total: number }> {
      const size = limits.photosPageSize;
      const [data, total] = await Promise.all([photos.page(category, (page - 1) * size, size * count), photos.count(category)]);
      return { data, pages: Math.ceil(total / size), total };
    },

    /** The photo's place (from 0) in the list of `category`, else of all photos; null when it is not in it. */
    async indexOf(id: string, category: string | undefined): Promise<number | null> {
      return (await photos.indexOf(id, category)) ?? null;
    },

    /** One photo for its page (/gallery/{id}); null for a missing or malformed id. */
    find: async (id: string) => (await photos.get(id)) ?? null,

    async add(form: PhotoForm, image: ImageInput | null): Promise<void> {
      if (!image) throw invalid([{ field: 'image', message: messages.fileNotAttached }]);
      const categoryId = await categoryOf(form.category);
      const id = await images.store('photos', image, 'strict', (stored) =>
        recheckOnFailure(
          () => photos.insert({ caption: form.caption, text: form.text, alt: form.alt, categoryId }, stored),
          () => categoryOf(form.category),
        ),
      );
      // A photo without a caption is named by its alt text, so that untitled photos differ.
      noteItem({ kind: 'photo', itemId: id, caption: form.caption || form.alt });
      onChange();
    },

    /** Every field is optional; one the form left out keeps its stored value. */
    async update(id: string, form: Partial<PhotoForm>): Promise<void> {
      const before = await photos.row(id);
      if (!before) throw photoNotFound();
      const categoryId = form.category === undefined ? undefined : await categoryOf(form.category);
      const values = { caption: form.caption, text: form.text, alt: form.alt, categoryId };
      const updated = await recheckOnFailure(
        () => photos.update(id, values),
        async () => form.category !== undefined && (await categoryOf(form.category)),
      );
      if (!updated) throw photoNotFound();
      noteItem({ kind: 'photo', itemId: id, caption: (form.caption ?? before.caption) || (form.alt ?? before.alt) });
      onChange();
    },

    /** Moves the photo to the trash; its files stay until it is purged. */
    async remove(id: string): Promise<void> {
      if (!(await trash.move('photo', id))) throw photoNotFound();
      onChange();
    },

    /** The admin's order: `ids` must be exactly the photos' ids, each once (nothing added or removed meanwhile). */
    async order(ids: string[]): Promise<void> {
      if (!(await photos.order(ids))) throw invalid([{ field: 'list', message: messages.orderMismatch('photos') }]);
      noteItem({ kind: 'photo', itemId: null, caption: 'Gallery order' });
      onChange();
    },
  };
}
export type PhotosService = ReturnType<typeof createPhotosService>;
