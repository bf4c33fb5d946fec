import { messages } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { sortFailure } from '../form/failure.ts';
import { trashApi } from './trash-api.ts';

/**
 * Restores a trashed item and says how it went: 'Restored successfully' (with its name, when the
 * caller has it, and what could not come back, such as a deleted category), or the server's reason (its location is gone, it is no longer
 * in the trash). True when the lists changed: it is back, or it was no longer in the trash
 * (another administrator restored or purged it); the caller then reloads what shows it.
 */
export async function restoreItem(id: string, name?: string): Promise<boolean> {
  try {
    const answer = await trashApi.restore(id);
    const description = [name, answer.notice].filter(Boolean).join(': ');
    notify.success(messages.notify.restored, description ? { description } : {});
    return true;
  } catch (error) {
    // A refusal the admin can act on (restore the location first) is worded by the server.
    if (error instanceof ApiError && !error.notified && (error.status === 400 || error.status === 404)) {
      notify.error(error.message);
      return error.status === 404;
    } else {
      const { notice } = sortFailure(error, () => false);
      if (notice) notify.error(notice.title, notice.description);
    }
    return false;
  }
}
