import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { isObjectId } from '../db/object-id.ts';
import { referencedMedia } from '../db/media-references.ts';
import { imageKinds, logoTable } from '../media/image-tables.ts';
import type { Storage } from '../media/storage/storage.ts';

/**
 * How young a file may be and still be spared. Files are written before their row commits, so
 * a folder without a row may be an upload still in progress, here or in another instance. Ids
 * carry their creation second, which tells its age without asking the storage.
 */
export const defaultGraceMs = 10 * 60_000;
const sweepEveryMs = 6 * 3600_000;

/** Seconds since the epoch in the first 4 bytes of an ObjectId, as milliseconds. */
const createdAt = (id: string) => Number.parseInt(id.slice(0, 8), 16) * 1000;

export interface SweepResult {
  /** Storage prefixes removed: image folders (`photos/<id>`) and logo files (`logos/<name>`). */
  removed: string[];
  /** Orphans spared because they are younger than the grace period. */
  spared: number;
}

/**
 * Removes stored files no row points to: what a crash leaves between writing files and
 * committing their row (or between committing a removal and deleting the files). Storage is
 * listed before the rows are read, so a row committed in between is seen and its files kept.
 * Only names this server creates (ObjectIds) are considered, and only once older than `graceMs`.
 */
export async function sweepOrphans(deps: {
  db: Db;
  storage: Storage;
  graceMs?: number;
  now?: number;
}): Promise<SweepResult> {
  const { db, storage } = deps;
  const cutoff = (deps.now ?? Date.now()) - (deps.graceMs ?? defaultGraceMs);
  const listed = [
    ...(await Promise.all(imageKinds.map((kind) => storage.listPrefixes(kind)))).flat(),
    ...(await storage.listPrefixes(logoTable.kind)),
  ];
  const keep = await referencedMedia(db);
  const result: SweepResult = { removed: [], spared: 0 };
  for (const prefix of listed) {
    if (keep.has(prefix)) continue;
    const name = prefix.slice(prefix.indexOf('/') + 1);
    const id = prefix.startsWith('logos/') ? name.replace(/\.[a-z0-9]+$/, '') : name;
    if (!isObjectId(id)) continue;
    if (createdAt(id) > cutoff) {
      result.spared += 1;
      continue;
    }
    // A folder is removed with its trailing slash so `photos/<id>` cannot match `photos/<id>x`.
    await storage.deletePrefix(prefix.startsWith('logos/') ? prefix : `${prefix}/`);
    result.removed.push(prefix);
  }
  return result;
}

/**
 * Runs the sweep (after purging the trash's expired items) in the background once the server listens (start-up is not delayed by listing
 * a large bucket), then every six hours; closing the app waits for a sweep in progress.
 */
export function registerOrphanSweep(
  app: FastifyInstance,
  deps: { db: Db; storage: Storage; purgeTrash?: () => Promise<number> },
): void {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    // Items past their time in the trash go first (their files with them), on the same schedule.
    running ??= (deps.purgeTrash ?? (async () => 0))()
      .then((purged) => {
        if (purged > 0) app.log.info({ purged }, 'trash purge');
      })
      .then(() => sweepOrphans(deps))
      .then(
        (result) => {
          if (result.removed.length > 0 || result.spared > 0) {
            app.log.info({ removed: result.removed.length, spared: result.spared }, 'orphan sweep');
          }
        },
        (error: unknown) => app.log.error({ err: error }, 'orphan sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, sweepEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
