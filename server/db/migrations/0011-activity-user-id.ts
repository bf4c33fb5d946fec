import type { Kysely } from 'kysely';

/**
 * The activity view's account filter lists every account that acted (issue 14): an index on
 * `user_id` lets that list skip from one account to the next, a few steps per account, however
 * many records a year of writes and refused sign-ins (whose `user_id` is null) has left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('activity_user_id').on('activity').column('user_id').execute();
}
