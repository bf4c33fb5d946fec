import { cancelled } from '../errors.ts';
import type { ImageInput, ImageKind, ImageOutputs, ImagePolicy, ImageStore, StoredImage } from './types.ts';

/** Where a file that could not be deleted is reported (the app's logger). */
export interface FileLog {
  warn(obj: object, msg: string): void;
}

/**
 * The one way services store an image with its row and give up the files a row no longer points
 * at. Files are written before the row commits and removed if it does not; old files go after
 * the row has moved on. A file that cannot be deleted then is wasted space, not the request's
 * failure (the row is committed, and the orphan sweep takes the file later), so it is logged
 * rather than thrown, and never swallowed.
 */
export function createImageFiles(images: ImageStore, log: FileLog) {
  async function discard(...imageIds: (string | null | undefined)[]): Promise<void> {
    for (const file of imageIds) {
      if (file) await images.remove(file).catch((err: unknown) => log.warn({ err, file }, 'could not delete image files'));
    }
  }

  async function discardLogo(name: string): Promise<void> {
    await images.removeLogo(name).catch((err: unknown) => log.warn({ err, file: `logos/${name}` }, 'could not delete image files'));
  }

  /**
   * Stores an image, then runs the database write that points at it. If the write fails, or the
   * upload's request went away while the image was processed, the new files are discarded again.
   */
  async function store<T>(
    kind: ImageKind,
    input: ImageInput,
    policy: ImagePolicy,
    write: (image: StoredImage) => Promise<T>,
  ): Promise<T> {
    const image = await images.save(kind, input, policy);
    try {
      if (!Buffer.isBuffer(input) && input.signal?.aborted) throw cancelled();
      return await write(image);
    } catch (error) {
      await discard(image.imageId);
      throw error;
    }
  }

  return {
    /** Stores an image without a row yet (a video's files, written with several at once); pair with discard. */
    save: (kind: ImageKind, input: ImageInput, policy: ImagePolicy, outputs?: ImageOutputs) => images.save(kind, input, policy, outputs),
    store,
    /**
     * Like store, where the write answers the image the row pointed at before (read in the write's
     * own transaction, see forUpdate): that one is discarded once the write has committed.
     */
    async replace(kind: ImageKind, input: ImageInput, policy: ImagePolicy, write: (image: StoredImage) => Promise<string | null>): Promise<void> {
      await discard(await store(kind, input, policy, write));
    },
    /** Stores a partner logo, then runs the write that lists it; the file goes again if the write fails. */
    async storeLogo<T>(input: ImageInput, write: (name: string) => Promise<T>): Promise<T> {
      const name = await images.saveLogo(input);
      try {
        return await write(name);
      } catch (error) {
        await discardLogo(name);
        throw error;
      }
    },
    discard,
    discardLogo,
  };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
