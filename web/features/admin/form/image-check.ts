import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';

/**
 * Which images an upload field takes: 'strict' is JPEG or PNG (every upload of SPEC.md section 5
 * except the team edit), 'any' every common raster format (the team edit).
 */
export type ImagePolicy = 'strict' | 'any';

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'heif';

const heifBrands = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The format from the first bytes, as the server decides it (server/media/image-sniff.ts), so
 * a renamed PDF or SVG is refused here with the same words before any byte is uploaded.
 */
export function sniffFormat(bytes: Uint8Array): Format | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && heifBrands.has(ascii(bytes, 8, 12))) return 'heif';
  return null;
}

/** Why `policy` refuses these first bytes, or null when it accepts them. */
export function formatRefusal(bytes: Uint8Array, policy: ImagePolicy): string | null {
  const format = sniffFormat(bytes);
  if (policy === 'strict') return format === 'jpeg' || format === 'png' ? null : messages.imageType;
  return format ? null : messages.imageTypeAny;
}

/** The server's message for a file it would refuse (too large, wrong type), or null. */
export async function checkImageFile(file: Blob, policy: ImagePolicy): Promise<string | null> {
  if (file.size > limits.uploadMaxBytes) return messages.imageTooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return formatRefusal(head, policy);
}

/** What the file picker offers; the content check above still decides. */
export function acceptFor(policy: ImagePolicy): string {
  return policy === 'strict' ? 'image/png,image/jpeg' : 'image/*';
}
