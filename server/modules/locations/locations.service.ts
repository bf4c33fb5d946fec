import { messages } from '#shared/messages.ts';
import type { Location, LocationAddForm, LocationLink, LocationMatch, LocationUpdateForm } from '#shared/schemas/location.ts';
import { AppError, cancelled, invalid, notFound, recheckOnFailure } from '../../errors.ts';
import { onField } from '../../http/form.ts';
import { noteItem } from '../../http/request-context.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput, ImagePolicy, StoredImage } from '../../media/types.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { TrashBin } from '../trash/trash.service.ts';
import { nameKeyOf, type LocationsRepository, type LocationValues } from './locations.repository.ts';

const locationNotFound = () => notFound('Location not found');
const imageNotFound = () => notFound('Image not found');
const nameTaken = () => invalid([{ field: 'name', message: messages.locationNameTaken }]);
const noHero = () => invalid([{ field: 'hero', message: messages.noFile.description }], messages.noFile.title);
const noImage = () => invalid([{ field: 'image', message: messages.noFile.description }], messages.noFile.title);

/** Location pictures are photographs from anywhere: every common raster type is taken, like the team edit. */
const policy: ImagePolicy = 'any';

interface Deps {
  locations: LocationsRepository;
  categories: CategoriesService;
  images: ImageFiles;
  trash: TrashBin;
  onChange: () => void;
}

/** How the record names carousel images: the location, then the alt text (or how many were added). */
const imagesCaption = (location: string, alt: string, count: number) =>
  count > 1 ? `${location}: ${count} images` : alt ? `${location}: ${alt}` : `${location}: image`;

const isAborted = (input: ImageInput) => !Buffer.isBuffer(input) && input.signal?.aborted === true;

export function createLocationsService({ locations, categories, images, trash, onChange }: Deps) {
  const seeMoreOf = async (id: string | null) => (id === null ? null : categories.requireOfType(id, 'photo', 'seeMoreCategory'));

  /** Refuses a name another location has now (in any letter case); a former name of another is free. */
  async function checkName(name: string, self?: string): Promise<void> {
    const owner = await locations.idOfKey(nameKeyOf(name));
    if (owner !== undefined && owner !== self) throw nameTaken();
  }

  /**
   * Runs a write that sets `name` and the 'See more' category checked before it: if a concurrent
   * request took the name, or removed the category, between the check and the write, the unique
   * or foreign key refuses it, and the answer is the same 400 as the check's.
   */
  function checkedWrite<T>(form: { name?: string | undefined; seeMoreCategory?: string | null | undefined }, self: string | undefined, write: () => Promise<T>): Promise<T> {
    return recheckOnFailure(write, async () => {
      if (form.name !== undefined) await checkName(form.name, self);
      if (form.seeMoreCategory !== undefined) await seeMoreOf(form.seeMoreCategory);
    });
  }

  const heroRefusal = (error: unknown) => (error instanceof AppError ? onField(error, 'hero') : error);

  return {
    list: (): Promise<Location[]> => locations.list(),
    links: (): Promise<LocationLink[]> => locations.links(),

    /** GET /api/locations/{name}: the current name in any letter case. */
    async find(name: string): Promise<Location> {
      const found = await locations.byKey(nameKeyOf(name));
      if (!found) throw notFound();
      return found;
    },

    /** What a page address names: the location, its canonical address, or nothing (see SiteContent). */
    async match(name: string): Promise<LocationMatch> {
      const key = nameKeyOf(name);
      const found = await locations.byKey(key);
      if (found) return found.name === name ? { kind: 'found', location: found } : { kind: 'redirect', name: found.name };
      const renamed = await locations.renamedFrom(key);
      return renamed === undefined ? { kind: 'unknown' } : { kind: 'redirect', name: renamed };
    },

    async add(form: LocationAddForm, hero: ImageInput | null): Promise<void> {
      if (!hero) throw noHero();
      await checkName(form.name);
      const values: LocationValues = {
        name: form.name,
        heading: form.heading,
        intro: form.intro,
        paragraphs: form.paragraphs,
        facts: form.facts,
        heroAlt: form.heroAlt,
        seeMoreCategoryId: await seeMoreOf(form.seeMoreCategory),
      };
      const id = await images
        .store('locations', hero, policy, (stored) => checkedWrite(form, undefined, () => locations.insert(values, stored)))
        .catch((error: unknown) => {
          throw heroRefusal(error);
        });
      noteItem({ kind: 'location', itemId: id, caption: form.name });
      onChange();
    },

    /** Any subset of the fields; one the form left out keeps its stored value. A new hero replaces the old one's files. */
    async update(id: string, form: LocationUpdateForm, hero: ImageInput | null): Promise<void> {
      const before = await locations.row(id);
      if (!before) throw locationNotFound();
      if (form.name !== undefined) await checkName(form.name, id);
      const values: Partial<LocationValues> = {
        name: form.name,
        heading: form.heading,
        intro: form.intro,
        paragraphs: form.paragraphs,
        facts: form.facts,
        heroAlt: form.heroAlt,
        seeMoreCategoryId: form.seeMoreCategory === undefined ? undefined : await seeMoreOf(form.seeMoreCategory),
      };
      const write = (stored?: StoredImage) =>
        checkedWrite(form, id, async () => {
          const updated = await locations.update(id, values, stored);
          if (!updated) throw locationNotFound();
          return updated.replaced;
        });
      if (hero) {
        await images.replace('locations', hero, policy, write).catch((error: unknown) => {
          throw heroRefusal(error);
        });
      } else {
        await write();
      }
      noteItem({ kind: 'location', itemId: id, caption: form.name ?? before.name });
      onChange();
    },

    /** Removes the location with its carousel; their files go once the rows are gone. */
    /** Moves the location, its carousel and its former names to the trash; the files stay until it is purged. */
    async remove(id: string): Promise<void> {
      if (!(await trash.move('location', id))) throw locationNotFound();
      onChange();
    },

    /**
     * Appends one or more images, all with the same alt text, in the order sent. All or nothing:
     * if one file is refused, the ones already stored are discarded and no row is written.
     */
    async addImages(id: string, alt: string, files: ImageInput[]): Promise<void> {
      if (files.length === 0) throw noImage();
      const location = await locations.row(id);
      if (!location) throw locationNotFound();
      const stored: StoredImage[] = [];
      let ids: string[] | null = null;
      try {
        for (const file of files) stored.push(await images.save('locations', file, policy));
        if (files.some(isAborted)) throw cancelled();
        ids = await locations.insertImages(id, stored.map((image) => ({ alt, image })));
        if (!ids) throw locationNotFound();
      } catch (error) {
        await images.discard(...stored.map((image) => image.imageId));
        throw error;
      }
      // Several files are one add: the record names the first new image and says how many.
      noteItem({ kind: 'location image', itemId: ids[0] ?? null, caption: imagesCaption(location.name, alt, ids.length) });
      onChange();
    },

    async updateImage(id: string, imageId: string, alt: string): Promise<void> {
      const location = await locations.row(id);
      if (!location) throw locationNotFound();
      if (!(await locations.updateImage(id, imageId, alt))) throw imageNotFound();
      noteItem({ kind: 'location image', itemId: imageId, caption: imagesCaption(location.name, alt, 1) });
      onChange();
    },

    async removeImage(id: string, imageId: string): Promise<void> {
      if (!(await locations.row(id))) throw locationNotFound();
      if (!(await locations.imageRow(id, imageId)) || !(await trash.move('location image', imageId))) throw imageNotFound();
      onChange();
    },

    /** `ids` must be exactly the location's image ids, each once. */
    async orderImages(id: string, ids: string[]): Promise<void> {
      const location = await locations.row(id);
      if (!location) throw locationNotFound();
      if (!(await locations.orderImages(id, ids))) {
        throw invalid([{ field: 'list', message: "The list must hold each of the location's images once" }]);
      }
      noteItem({ kind: 'location image', itemId: null, caption: `${location.name}: carousel order` });
      onChange();
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
