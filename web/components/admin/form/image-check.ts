import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { formatRefusal, sniffUploadFormat, svgHeadBytes, type ImagePolicy } from '#shared/image-format.ts';

export type { ImagePolicy };

/** The server's message for a file it would refuse (too large, wrong type), or null. */
export async function checkImageFile(file: Blob, policy: ImagePolicy): Promise<string | null> {
  if (file.size > limits.uploadMaxBytes) return messages.imageTooLarge;
  // An SVG logo may open with an XML declaration and comments before its <svg> tag.
  const head = new Uint8Array(await file.slice(0, policy === 'logo' ? svgHeadBytes : 16).arrayBuffer());
  const format = sniffUploadFormat(head, policy);
  return formatRefusal(format === 'more' ? null : format, policy);
}

/** What the file picker offers; the content check above still decides. */
export function acceptFor(policy: ImagePolicy): string {
  if (policy === 'logo') return 'image/png,image/svg+xml';
  return policy === 'strict' ? 'image/png,image/jpeg' : 'image/*';
}
