import { removedResponseSchema } from '#shared/schemas/common.ts';
import { restoredResponseSchema, trashListSchema } from '#shared/schemas/trash.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * The trash calls of DESIGN.md section 11. In the admin kit rather than a feature: every
 * removal's notification offers Undo (a restore), whatever feature removed the item.
 */
export const trashApi = {
  list: () => api.get('/api/trash', trashListSchema),
  /** Puts the item back under its own id; the answer's `notice` says what could not come back. */
  restore: (id: string) => api.post(`/api/trash/restore/${encodeURIComponent(id)}`, {}, restoredResponseSchema),
  /** Removes it for good. */
  purge: (id: string) => api.get(`/api/trash/remove/${encodeURIComponent(id)}`, removedResponseSchema),
};
