import { messages } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ImageInput, ImageStore } from '../../media/types.ts';

/** Partner logos: just file names, served at /logos/{name}. Small enough to keep its queries here. */
export function createPartnersService(deps: { db: Db; images: ImageStore; onChange: () => void }) {
  const { db, images, onChange } = deps;
  return {
    async list(): Promise<string[]> {
      const rows = await db.selectFrom('partners').select('name').orderBy('name', 'asc').execute();
      return rows.map((r) => r.name);
    },

    async add(image: ImageInput | null): Promise<void> {
      if (!image) throw invalid([{ field: 'image', message: messages.noFile.description }], messages.noFile.title);
      const name = await images.saveLogo(image);
      try {
        await db.insertInto('partners').values({ name, createdAt: new Date().toISOString() }).execute();
      } catch (error) {
        await images.removeLogo(name).catch(() => undefined);
        throw error;
      }
      onChange();
    },

    /** Only a name the list contains is accepted, so no path can reach the file system. */
    async remove(name: string): Promise<void> {
      const r = await db.deleteFrom('partners').where('name', '=', name).executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) throw notFound('Logo not found');
      await images.removeLogo(name).catch(() => undefined);
      onChange();
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
