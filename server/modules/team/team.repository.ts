import type { Picture } from '#shared/schemas/common.ts';
import { pictureFromMeta } from '../../media/image-variants.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import type { Db } from '../../db/database.ts';
import { changedNow, imageColumns, newRowKeys } from '../../db/new-row.ts';
import { forUpdate } from '../../db/update-row.ts';
import { insertFirst, saveOrder } from '../../db/positions.ts';
import type { TeamMemberRow } from '../../db/schema.ts';
import type { StoredImage } from '../../media/types.ts';

/** What a team member's form sets; the repository adds the key, the time and the image's columns. */
export type TeamValues = Pick<TeamMemberRow, 'caption' | 'text' | 'description' | 'instagram' | 'email' | 'alt'>;

/** An edit sets every field but the alt text, which an older client may not send. */
export type TeamUpdateValues = Omit<TeamValues, 'alt'> & { alt?: string | undefined };

export function createTeamRepository(db: Db, urlOf: (picture: Picture) => string) {
  const toMember = (row: TeamMemberRow): TeamMember => {
    const picture = pictureFromMeta(row.imageMeta) as Picture;
    return {
      _id: row.id,
      caption: row.caption,
      text: row.text,
      description: row.description,
      image: urlOf(picture),
      imageId: row.imageId,
      picture,
      alt: row.alt,
      instagram: row.instagram,
      email: row.email,
    };
  };
  return {
    /** In the admin's order (before any, the order members joined the page; a new member goes first). */
    async list(): Promise<TeamMember[]> {
      return (await db.selectFrom('teamMembers').selectAll().orderBy('position', 'asc').orderBy('id', 'desc').execute()).map(toMember);
    },
    async row(id: string): Promise<TeamMemberRow | undefined> {
      return db.selectFrom('teamMembers').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** A new one goes first; answers the new row's id. */
    async insert(values: TeamValues, image: StoredImage): Promise<string> {
      const keys = newRowKeys();
      await insertFirst(db, 'teamMembers', { ...keys, ...values, ...imageColumns(image) });
      return keys.id;
    },
    /** False unless `ids` are exactly the members' ids, each once. */
    order: (ids: string[]) => saveOrder(db, 'teamMembers', ids),
    /** Without an image the stored one stays; so does the alt text when it is undefined. */
    /** Null when the member does not exist; else the image a new one replaced (null without one). */
    async update(id: string, values: TeamUpdateValues, image?: StoredImage): Promise<{ replaced: string | null } | null> {
      return db.transaction().execute(async (trx) => {
        const before = await forUpdate(db, trx.selectFrom('teamMembers').select('imageId').where('id', '=', id)).executeTakeFirst();
        if (!before) return null;
        await trx
          .updateTable('teamMembers')
          .set({ ...values, ...(image ? imageColumns(image) : {}), ...changedNow() })
          .where('id', '=', id)
          .execute();
        return { replaced: image ? before.imageId : null };
      });
    },
    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('teamMembers').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
