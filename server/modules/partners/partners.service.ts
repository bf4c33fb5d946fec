import { messages } from '#shared/messages.ts';
import type { Partner, PartnerForm } from '#shared/schemas/partner.ts';
import { invalid, notFound } from '../../errors.ts';
import { noteItem } from '../../http/request-context.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput } from '../../media/types.ts';
import type { PartnerRow } from '../../db/schema.ts';
import type { PartnersRepository } from './partners.repository.ts';
import type { TrashBin } from '../trash/trash.service.ts';

const partnerNotFound = () => notFound('Partner not found');
/**
 * A partner may have no name: the record then gives its alt text, else nothing (the activity
 * view says 'Untitled partner'; a logo file's generated name told an administrator nothing).
 */
const captionOf = (partner: { name: string; alt: string }) => partner.name || partner.alt;

/** Partners: name, link and alt text beside a logo file served at /logos/{logo}. */
export function createPartnersService(deps: { partners: PartnersRepository; images: ImageFiles; trash: TrashBin; onChange: () => void }) {
  const { partners, images, trash, onChange } = deps;

  /** Moves the partner to the trash; the logo file stays until it is purged. */
  async function removeRow(row: PartnerRow | undefined): Promise<void> {
    if (!row || !(await trash.move('partner', row.id))) throw partnerNotFound();
    onChange();
  }

  return {
    list: (): Promise<Partner[]> => partners.list(),
    /** GET /api/logo/: the file names alone, as before partners had names. */
    logos: async (): Promise<string[]> => (await partners.list()).map((p) => p.logo),

    async add(form: PartnerForm, image: ImageInput | null): Promise<void> {
      if (!image) throw invalid([{ field: 'image', message: messages.noFile.description }], messages.noFile.title);
      const id = await images.storeLogo(image, (logo) => partners.insert(form, logo));
      noteItem({ kind: 'partner', itemId: id, caption: captionOf(form) });
      onChange();
    },

    /** Fields the form left out keep their stored values; a new image replaces the logo file. */
    async update(id: string, form: Partial<PartnerForm>, image: ImageInput | null): Promise<void> {
      const before = await partners.row(id);
      if (!before) throw partnerNotFound();
      if (image) {
        await images.storeLogo(image, async (logo) => {
          if (!(await partners.update(id, form, logo))) throw partnerNotFound();
        });
        await images.discardLogo(before.logo);
      } else if (!(await partners.update(id, form))) {
        throw partnerNotFound();
      }
      noteItem({ kind: 'partner', itemId: id, caption: captionOf({ name: form.name ?? before.name, alt: form.alt ?? before.alt }) });
      onChange();
    },

    remove: async (id: string): Promise<void> => removeRow(await partners.row(id)),

    /** By file name (GET /api/logo/remove/{name}): only a listed name is accepted, so no path reaches the file system. */
    removeByLogo: async (name: string): Promise<void> => {
      const row = await partners.byLogo(name);
      if (!row) throw notFound('Logo not found');
      await removeRow(row);
    },

    /** The admin's order: `ids` must be exactly the partners' ids, each once (nothing added or removed meanwhile). */
    async order(ids: string[]): Promise<void> {
      if (!(await partners.order(ids))) throw invalid([{ field: 'list', message: messages.orderMismatch('partners') }]);
      noteItem({ kind: 'partner', itemId: null, caption: 'Partners order' });
      onChange();
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
