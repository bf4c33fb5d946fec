import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { RestoredResponse, TrashKind, TrashList } from '#shared/schemas/trash.ts';
import { AppError, notFound } from '../../errors.ts';
import { currentActor, noteItem } from '../../http/request-context.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { TrashFiles, TrashRepository } from './trash.repository.ts';

const dayMs = 24 * 3600_000;
const trashNotFound = () => notFound(messages.trash.notFound);

interface Deps {
  trash: TrashRepository;
  images: Pick<ImageFiles, 'discard' | 'discardLogo'>;
  onChange: () => void;
}

/**
 * The trash: every removal moves the item here instead of deleting it; its files stay until it
 * is purged (by hand, or `limits.trashDays` after the removal by the maintenance sweep).
 */
export function createTrashService({ trash, images, onChange }: Deps) {
  async function discardFiles(files: TrashFiles): Promise<void> {
    await images.discard(...files.images);
    for (const logo of files.logos) await images.discardLogo(logo);
  }

  return {
    /**
     * Moves an item to the trash (services' remove calls this instead of deleting); the caller
     * answers 404 when it returns null. Records who removed it, from the request.
     */
    /** Moves the item to the trash (null: there is no such item); the activity record names it. */
    async move(kind: TrashKind, id: string): Promise<{ caption: string } | null> {
      const now = Date.now();
      const moved = await trash.move(kind, id, {
        deletedAt: new Date(now).toISOString(),
        deletedBy: currentActor().email,
        purgeAt: new Date(now + limits.trashDays * dayMs).toISOString(),
      });
      if (moved) noteItem({ kind, itemId: id, caption: moved.caption });
      return moved;
    },

    async list(): Promise<TrashList> {
      const entries = await trash.list();
      return { data: entries.map(({ id, ...rest }) => ({ _id: id, ...rest })) };
    },

    /** Puts the item back under its own id; `notice` says what could not come back with it. */
    async restore(id: string): Promise<RestoredResponse> {
      const result = await trash.restore(id);
      if (result.status === 'missing') throw trashNotFound();
      if (result.status === 'refused') throw new AppError(400, result.message, 'validation_failed');
      noteItem({ kind: result.kind, itemId: id, caption: result.caption });
      onChange();
      return { status: 200, _id: id, ...(result.notices.length > 0 ? { notice: result.notices.join('; ') } : {}) };
    },

    /** Removes the item for good: its trash row, then its files. */
    async purge(id: string): Promise<void> {
      const purged = await trash.purge(id);
      if (!purged) throw trashNotFound();
      noteItem({ kind: purged.kind, itemId: id, caption: purged.caption });
      await discardFiles(purged.files);
      onChange();
    },

    /** Purges every item removed more than `limits.trashDays` ago; returns how many. */
    async purgeExpired(now = Date.now()): Promise<number> {
      let purged = 0;
      for (const id of await trash.expired(new Date(now).toISOString())) {
        // One at a time, each as its own purge: a restore racing it wins or loses as a whole.
        const entry = await trash.purge(id);
        if (!entry) continue;
        await discardFiles(entry.files);
        purged += 1;
      }
      return purged;
    },
  };
}
export type TrashService = ReturnType<typeof createTrashService>;
/** What the other services need of the trash: moving their removed items there. */
export type TrashBin = Pick<TrashService, 'move'>;
