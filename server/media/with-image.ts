import { cancelled } from '../errors.ts';
import type { ImageInput, ImageKind, ImagePolicy, ImageStore, StoredImage } from './types.ts';

/**
 * Stores an image, then runs the database write that points at it. If the write fails, or the
 * upload's request went away while the image was processed, the files are removed again, so a
 * failure leaves neither a row nor a stray file.
 */
export async function withStoredImage<T>(
  images: ImageStore,
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
    await images.remove(image.imageId).catch(() => undefined);
    throw error;
  }
}
