import { messages } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput } from '../../media/types.ts';

/** Partner logos: just file names, served at /logos/{name}. Small enough to keep its queries here. */
export function createPartnersService(deps: { db: Db; images: ImageFiles; onChange: () => void }) {
  const { db, images, onChange } = deps;
  return {
    async list(): Promise<string[]> {
      const rows = await db.selectFrom('partners').select('name').orderBy('name', 'asc').execute();
      return rows.map((r) => r.name);
    },

    async add(image: ImageInput | null): Promise<void> {
      if (!image) throw invalid([{ field: 'image', message: messages.noFile.description }], messages.noFile.title);
      await images.storeLogo(image, (name) =>
        db.insertInto('partners').values({ name, createdAt: new Date().toISOString() }).execute(),
      );
      onChange();
    },

    /** Only a name the list contains is accepted, so no path can reach the file system. */
    async remove(name: string): Promise<void> {
      const r = await db.deleteFrom('partners').where('name', '=', name).executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) throw notFound('Logo not found');
      await images.discardLogo(name);
      onChange();
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
