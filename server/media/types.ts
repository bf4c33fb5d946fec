import type { ImageFormat, Picture } from '#shared/schemas/common.ts';

import type { ImagePolicy } from '#shared/image-format.ts';
import type { ImageKind } from './image-tables.ts';
import type { UploadedFile } from './upload-file.ts';
import type { Admission } from './upload-queue.ts';

/** Which content types an upload may have, decided from its bytes. */
export type { ImagePolicy };

/** Kinds of stored images; each is a top-level folder in storage (listed in image-tables.ts). */
export type { ImageKind };

/**
 * A picture as the database keeps it (the `imageMeta` JSON columns): every variant with its full
 * URL. Answers describe it compactly instead (the shared Picture, image-variants.ts).
 */
export interface StoredPicture {
  width: number;
  height: number;
  placeholder: string;
  variants: { format: ImageFormat; width: number; url: string }[];
}

export interface StoredImage {
  /** Storage folder of every variant, e.g. `photos/6650c1…` (the spec's `imageId`). */
  imageId: string;
  /** The spec's `image`: the URL of a mid-size variant any browser shows. */
  url: string;
  picture: StoredPicture;
}

/**
 * The image pipeline (DESIGN.md section 6): checks the bytes, auto-rotates, strips metadata,
 * writes resized AVIF and WebP variants to storage, and returns what the row needs.
 */
/**
 * An image to store: an upload received into a temporary file (carrying its request's abort
 * signal and queue place), or bytes in memory (a Vimeo thumbnail, the demo content).
 */
export type ImageInput = UploadedFile | Buffer;

/**
 * Formats beyond AVIF and WebP. `jpeg`: a JPEG at every width too, for the share image: link
 * previews are drawn by sites that do not all read WebP.
 */
export interface ImageOutputs {
  jpeg?: boolean;
}

export interface ImageStore {
  /**
   * Processes and stores an image. Throws AppError: 400 for anything that is not an acceptable
   * image, 503 (code 'busy') when the processing queue is full, and code 'cancelled' when the
   * upload's request went away meanwhile. On any failure nothing stays in storage.
   */
  save(
    kind: ImageKind,
    input: ImageInput,
    policy: ImagePolicy,
    outputs?: ImageOutputs,
  ): Promise<StoredImage>;
  /** Stores a partner logo as one file `logos/<id>.webp`; returns its file name. */
  saveLogo(input: ImageInput): Promise<string>;
  /** A place in the processing queue for an upload about to arrive; throws the 503 when it is full. */
  admit(): Admission;
  /** Deletes every variant of a stored image (no error when already gone). */
  remove(imageId: string): Promise<void>;
  removeLogo(name: string): Promise<void>;
  /** The spec's `image` url and the picture for a stored image id. */
  urlOf(picture: Picture): string;
}
