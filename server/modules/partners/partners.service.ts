import { messages } from '#shared/messages.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput } from '../../media/types.ts';
import type { PartnersRepository } from './partners.repository.ts';

/** Partner logos: just file names, served at /logos/{name}. */
export function createPartnersService(deps: { partners: PartnersRepository; images: ImageFiles; onChange: () => void }) {
  const { partners, images, onChange } = deps;
  return {
    list: (): Promise<string[]> => partners.names(),

    async add(image: ImageInput | null): Promise<void> {
      if (!image) throw invalid([{ field: 'image', message: messages.noFile.description }], messages.noFile.title);
      await images.storeLogo(image, (name) => partners.insert(name));
      onChange();
    },

    /** Only a name the list contains is accepted, so no path can reach the file system. */
    async remove(name: string): Promise<void> {
      if (!(await partners.remove(name))) throw notFound('Logo not found');
      await images.discardLogo(name);
      onChange();
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
