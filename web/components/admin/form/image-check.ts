import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { formatRefusal, sniffImageFormat, type ImagePolicy } from '#shared/image-format.ts';

export type { ImagePolicy };

/** The server's message for a file it would refuse (too large, wrong type), or null. */
export async function checkImageFile(file: Blob, policy: ImagePolicy): Promise<string | null> {
  if (file.size > limits.uploadMaxBytes) return messages.imageTooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return formatRefusal(sniffImageFormat(head), policy);
}

/** What the file picker offers; the content check above still decides. */
export function acceptFor(policy: ImagePolicy): string {
  return policy === 'strict' ? 'image/png,image/jpeg' : 'image/*';
}
