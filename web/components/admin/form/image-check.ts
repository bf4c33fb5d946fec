import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { formatRefusal, sniffUploadFormat, svgHeadBytes, type ImagePolicy } from '#shared/image-format.ts';
import { maxHeaderBytes, sizeFromHeader } from '#shared/image-header.ts';

export type { ImagePolicy };

/**
 * The server's message for a file it would refuse (too large, wrong type, over 50 megapixels),
 * or null. The pixel size is read from the file's header, as the server reads it, so nothing is
 * decoded or sent; a format that keeps its size elsewhere (TIFF, HEIF, GIF) is left to the server.
 */
export async function checkImageFile(file: Blob, policy: ImagePolicy): Promise<string | null> {
  // Not a wrong type: nothing at all (the server would take it for no file).
  if (file.size === 0) return messages.imageEmpty;
  if (file.size > limits.uploadMaxBytes) return messages.imageTooLarge;
  // An SVG logo may open with an XML declaration and comments before its <svg> tag.
  const head = new Uint8Array(await file.slice(0, policy === 'logo' ? svgHeadBytes : 16).arrayBuffer());
  const format = sniffUploadFormat(head, policy);
  const refusal = formatRefusal(format === 'more' ? null : format, policy);
  if (refusal || format === 'more' || format === null) return refusal;
  const header = new Uint8Array(await file.slice(0, maxHeaderBytes).arrayBuffer());
  const size = sizeFromHeader(header, format);
  return typeof size === 'object' && size.width * size.height > limits.uploadMaxPixels ? messages.imageTooManyPixels : null;
}

/** What the file picker offers; the content check above still decides. */
export function acceptFor(policy: ImagePolicy): string {
  if (policy === 'logo') return 'image/png,image/svg+xml';
  return policy === 'strict' ? 'image/png,image/jpeg' : 'image/*';
}
