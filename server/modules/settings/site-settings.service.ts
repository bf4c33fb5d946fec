import type { SettingsUpdateForm, SiteSettings } from '#shared/schemas/settings.ts';
import { AppError, cancelled } from '../../errors.ts';
import { onField } from '../../http/form.ts';
import { noteItem } from '../../http/request-context.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput, ImagePolicy, StoredImage } from '../../media/types.ts';
import type { SiteSettingsRepository, SiteSettingsValues } from './site-settings.repository.ts';

/** The new files of a settings update: the logo (SVG or PNG) and the share image (JPEG or PNG, like photos). */
export interface SettingsUploads {
  logo: ImageInput | null;
  shareImage: ImageInput | null;
}

/** The types each settings file takes; form reading refuses others from their first bytes. */
export const settingsFilePolicies = { logo: 'logo', shareImage: 'strict' } as const satisfies Record<keyof SettingsUploads, ImagePolicy>;

const aborted = (input: ImageInput | null) => input !== null && !Buffer.isBuffer(input) && input.signal?.aborted === true;

/** The company's details (GET /api/settings): name, logo, description, share image, offices, social links. */
export function createSiteSettingsService(deps: { settings: SiteSettingsRepository; images: ImageFiles; onChange: () => void }) {
  const { settings, images, onChange } = deps;

  async function save(field: keyof SettingsUploads, input: ImageInput): Promise<StoredImage> {
    // The share image is what link previews show: a JPEG of it too (not every site reads WebP).
    return images.save('settings', input, settingsFilePolicies[field], { jpeg: field === 'shareImage' }).catch((error: unknown) => {
      throw error instanceof AppError ? onField(error, field) : error;
    });
  }

  return {
    get: (): Promise<SiteSettings> => settings.get(),

    /**
     * Stores the new files first, then the row, then gives up the files the row no longer
     * points at: a refused image or a failed write leaves the old settings and no new file.
     * A new file wins over its remove flag.
     */
    async update(form: SettingsUpdateForm, uploads: SettingsUploads): Promise<void> {
      const stored: StoredImage[] = [];
      let replaced: string[];
      const values: SiteSettingsValues = {
        companyName: form.companyName,
        description: form.description,
        offices: form.offices,
        social: form.social,
        logoAlt: form.logoAlt,
        shareImageAlt: form.shareImageAlt,
      };
      try {
        if (uploads.logo) stored.push((values.logo = await save('logo', uploads.logo)));
        else if (form.removeLogo) values.logo = null;
        if (uploads.shareImage) stored.push((values.shareImage = await save('shareImage', uploads.shareImage)));
        else if (form.removeShareImage) values.shareImage = null;
        if (aborted(uploads.logo) || aborted(uploads.shareImage)) throw cancelled();
        replaced = await settings.update(values);
        noteItem({ kind: 'settings', itemId: null, caption: 'Site settings' });
      } catch (error) {
        await images.discard(...stored.map((image) => image.imageId));
        throw error;
      }
      await images.discard(...replaced);
      onChange();
    },
  };
}
export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
