import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { PhotoForm, PhotoPage } from '#shared/schemas/photo.ts';
import { toJson } from '../../db/json.ts';
import { newObjectId } from '../../db/object-id.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ImageInput, ImageStore } from '../../media/types.ts';
import { withStoredImage } from '../../media/with-image.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { PhotosRepository } from './photos.repository.ts';

const photoNotFound = () => notFound('Photo not found');

interface Deps {
  photos: PhotosRepository;
  categories: CategoriesService;
  images: ImageStore;
  onChange: () => void;
}

export function createPhotosService({ photos, categories, images, onChange }: Deps) {
  const categoryOf = async (id: string | null) => (id === null ? null : categories.requireOfType(id, 'photo'));

  return {
    async page(category: string | undefined, page: number): Promise<PhotoPage> {
      const size = limits.photosPageSize;
      const [data, total] = await Promise.all([photos.page(category, (page - 1) * size, size), photos.count(category)]);
      return { data, pages: Math.ceil(total / size) };
    },

    async add(form: PhotoForm, image: ImageInput | null): Promise<void> {
      if (!image) throw invalid([{ field: 'image', message: messages.fileNotAttached }]);
      const categoryId = await categoryOf(form.category);
      await withStoredImage(images, 'photos', image, 'strict', (stored) =>
        photos.insert({
          id: newObjectId(),
          caption: form.caption,
          text: form.text,
          categoryId,
          imageId: stored.imageId,
          imageMeta: toJson(stored.picture) as string,
          createdAt: new Date().toISOString(),
        }),
      );
      onChange();
    },

    /** Every field is optional; one the form left out keeps its stored value. */
    async update(id: string, form: Partial<PhotoForm>): Promise<void> {
      if (!(await photos.row(id))) throw photoNotFound();
      const categoryId = form.category === undefined ? undefined : await categoryOf(form.category);
      if (!(await photos.update(id, { caption: form.caption, text: form.text, categoryId }))) throw photoNotFound();
      onChange();
    },

    async remove(id: string): Promise<void> {
      const before = await photos.row(id);
      if (!before || !(await photos.remove(id))) throw photoNotFound();
      await images.remove(before.imageId).catch(() => undefined);
      onChange();
    },
  };
}
export type PhotosService = ReturnType<typeof createPhotosService>;
