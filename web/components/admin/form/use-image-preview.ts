import { useEffect, useState } from 'react';

/** Previews are drawn no wider than this: enough for the modal at 2x, a few hundred KB at most. */
const previewWidth = 1200;

/**
 * A small data: URL of the image, or null when the browser cannot decode it (TIFF, HEIC). A
 * downscaled copy rather than a blob: URL of the original: the site's Content-Security-Policy
 * allows data: images, and a 20 MB photo never sits in the DOM.
 */
export async function previewUrl(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, previewWidth / bitmap.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    // WebP keeps a logo's transparency; browsers that cannot write it fall back to PNG.
    return canvas.toDataURL('image/webp', 0.85);
  } catch {
    return null;
  }
}

export interface ImagePreviewState {
  src: string | null;
  /** The file is chosen but the browser could not draw it. */
  failed: boolean;
}

/** The preview of the chosen file, ready a moment after choosing; null while none is chosen. */
export function useImagePreview(file: File | null): ImagePreviewState {
  const [state, setState] = useState<ImagePreviewState & { file: File | null }>({
    file: null,
    src: null,
    failed: false,
  });
  useEffect(() => {
    if (!file) return;
    let current = true;
    void previewUrl(file).then((src) => {
      if (current) setState({ file, src, failed: src === null });
    });
    return () => {
      current = false;
    };
  }, [file]);
  // An answer for an earlier file is never shown for this one.
  return state.file === file ? state : { src: null, failed: false };
}
