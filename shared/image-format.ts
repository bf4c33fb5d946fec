import { messages } from './messages.ts';

/**
 * Which images an upload takes: 'strict' is JPEG or PNG (every upload of SPEC.md section 5
 * except the team edit), 'any' every common raster format (the team edit).
 */
export type ImagePolicy = 'strict' | 'any';

/** Raster formats recognised from their first bytes; 'heif' covers AVIF and HEIC. */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'heif' | 'gif' | 'tiff';

const heifBrands = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * The format of an upload from its magic number, or null. The server runs this before any
 * decoder sees the bytes, so SVG (script-capable XML), PDF and text never reach one whatever
 * their name says; the browser runs the same check to refuse them before uploading.
 */
export function sniffImageFormat(bytes: Uint8Array): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && heifBrands.has(ascii(bytes, 8, 12))) return 'heif';
  return null;
}

/** The refusal message when `format` is not allowed by `policy`, or null when it is. */
export function formatRefusal(format: SniffedFormat | null, policy: ImagePolicy): string | null {
  if (policy === 'strict') return format === 'jpeg' || format === 'png' ? null : messages.imageType;
  return format ? null : messages.imageTypeAny;
}
