import type { Picture } from '#shared/schemas/common.ts';
import { pictureFromMeta } from '../../media/image-variants.ts';
import type { Office, SiteSettings, SocialLink } from '#shared/schemas/settings.ts';
import type { Db } from '../../db/database.ts';
import { fromJson, toJson } from '../../db/json.ts';
import { changedNow } from '../../db/new-row.ts';
import { forUpdate } from '../../db/update-row.ts';
import type { SiteSettingsRow } from '../../db/schema.ts';
import type { StoredImage } from '../../media/types.ts';

/** What an update sets: any subset; an image given as null goes back to none. */
export interface SiteSettingsValues {
  companyName?: string;
  description?: string;
  offices?: Office[];
  social?: SocialLink[];
  logoAlt?: string;
  shareImageAlt?: string;
  logo?: StoredImage | null;
  shareImage?: StoredImage | null;
}

/** The company's details: one row (id 1), always present (the migration creates it). */
export function createSiteSettingsRepository(db: Db, urlOf: (picture: Picture) => string) {
  const image = (id: string | null, meta: string | null, alt: string) => {
    const picture = id ? pictureFromMeta(meta) : null;
    return picture ? { image: urlOf(picture), alt, picture } : null;
  };
  const imageColumns = (stored: StoredImage | null | undefined) =>
    stored === undefined ? {} : { id: stored?.imageId ?? null, meta: stored ? toJson(stored.picture) : null };

  const row = (): Promise<SiteSettingsRow> =>
    db.selectFrom('siteSettings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

  return {
    row,

    async get(): Promise<SiteSettings> {
      const stored = await row();
      return {
        companyName: stored.companyName,
        logo: image(stored.logoImageId, stored.logoImageMeta, stored.logoAlt),
        description: stored.description,
        shareImage: image(stored.shareImageId, stored.shareImageMeta, stored.shareImageAlt),
        offices: fromJson<Office[]>(stored.offices) ?? [],
        social: fromJson<SocialLink[]>(stored.social) ?? [],
      };
    },

    /** Sets the values; answers the image ids a new or removed logo / share image replaced, to give up after the commit. */
    async update(values: SiteSettingsValues): Promise<string[]> {
      const logo = imageColumns(values.logo);
      const share = imageColumns(values.shareImage);
      const set = {
        ...(values.companyName === undefined ? {} : { companyName: values.companyName }),
        ...(values.description === undefined ? {} : { description: values.description }),
        ...(values.offices === undefined ? {} : { offices: toJson(values.offices) as string }),
        ...(values.social === undefined ? {} : { social: toJson(values.social) as string }),
        ...(values.logoAlt === undefined ? {} : { logoAlt: values.logoAlt }),
        ...(values.shareImageAlt === undefined ? {} : { shareImageAlt: values.shareImageAlt }),
        ...('id' in logo ? { logoImageId: logo.id, logoImageMeta: logo.meta } : {}),
        ...('id' in share ? { shareImageId: share.id, shareImageMeta: share.meta } : {}),
      };
      if (Object.keys(set).length === 0) return [];
      return db.transaction().execute(async (trx) => {
        const query = trx.selectFrom('siteSettings').select(['logoImageId', 'shareImageId']).where('id', '=', 1);
        const before = await forUpdate(db, query).executeTakeFirstOrThrow();
        await trx.updateTable('siteSettings').set({ ...set, ...changedNow() }).where('id', '=', 1).execute();
        return [values.logo === undefined ? null : before.logoImageId, values.shareImage === undefined ? null : before.shareImageId].filter(
          (id): id is string => id !== null,
        );
      });
    },
  };
}
export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
