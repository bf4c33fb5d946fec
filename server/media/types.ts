import type { Picture } from '#shared/schemas/common.ts';

import type { ImagePolicy } from '#shared/image-format.ts';

/** Which content types an upload may have, decided from its bytes. */
export type { ImagePolicy };

/** Kinds of stored images; each is a top-level folder in storage. */
export type ImageKind = 'slides' | 'videos' | 'photos' | 'team' | 'logos';

export interface StoredImage {
  /** Storage folder of every variant, e.g. `photos/6650c1…` (the spec's `imageId`). */
  imageId: string;
  /** The spec's `image`: the URL of a mid-size variant any browser shows. */
  url: string;
  picture: Picture;
}

/**
 * The image pipeline (DESIGN.md section 6): checks the bytes, auto-rotates, strips metadata,
 * writes resized AVIF and WebP variants to storage, and returns what the row needs.
 */
export interface ImageStore {
  /** Processes and stores an upload. Throws AppError (400) for anything that is not an acceptable image; on failure nothing stays in storage. */
  save(kind: ImageKind, data: Buffer, policy: ImagePolicy): Promise<StoredImage>;
  /** Stores a partner logo as one file `logos/<id>.webp`; returns its file name. */
  saveLogo(data: Buffer): Promise<string>;
  /** Deletes every variant of a stored image (no error when already gone). */
  remove(imageId: string): Promise<void>;
  removeLogo(name: string): Promise<void>;
  /** The spec's `image` url and the picture for a stored image id. */
  urlOf(picture: Picture): string;
}
