import type { Picture } from '#shared/schemas/common.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import type { Db } from '../../db/database.ts';
import { fromJson } from '../../db/json.ts';
import type { TeamMemberRow } from '../../db/schema.ts';

export function createTeamRepository(db: Db, urlOf: (picture: Picture) => string) {
  const toMember = (row: TeamMemberRow): TeamMember => {
    const picture = fromJson<Picture>(row.imageMeta) as Picture;
    return {
      _id: row.id,
      caption: row.caption,
      text: row.text,
      description: row.description,
      image: urlOf(picture),
      imageId: row.imageId,
      picture,
      instagram: row.instagram,
      email: row.email,
    };
  };
  return {
    /** In the order members joined the page. */
    async list(): Promise<TeamMember[]> {
      return (await db.selectFrom('teamMembers').selectAll().orderBy('id', 'asc').execute()).map(toMember);
    },
    async row(id: string): Promise<TeamMemberRow | undefined> {
      return db.selectFrom('teamMembers').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insert(row: TeamMemberRow): Promise<void> {
      await db.insertInto('teamMembers').values(row).execute();
    },
    async update(id: string, values: Partial<Omit<TeamMemberRow, 'id' | 'createdAt'>>): Promise<boolean> {
      const r = await db.updateTable('teamMembers').set(values).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('teamMembers').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
