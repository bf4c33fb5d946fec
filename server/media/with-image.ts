import type { ImageKind, ImagePolicy, ImageStore, StoredImage } from './types.ts';

/**
 * Stores an image, then runs the database write that points at it. If the write fails the files
 * are removed again, so a failure leaves neither a row nor a stray file.
 */
export async function withStoredImage<T>(
  images: ImageStore,
  kind: ImageKind,
  data: Buffer,
  policy: ImagePolicy,
  write: (image: StoredImage) => Promise<T>,
): Promise<T> {
  const image = await images.save(kind, data, policy);
  try {
    return await write(image);
  } catch (error) {
    await images.remove(image.imageId).catch(() => undefined);
    throw error;
  }
}
