import { messages } from '#shared/messages.ts';
import type { ImagePolicy } from './types.ts';

/** Raster formats recognised from their first bytes; 'heif' covers AVIF and HEIC. */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'heif' | 'gif' | 'tiff';

const heifBrands = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (data: Buffer, start: number, end: number) => data.toString('latin1', start, end);

/**
 * The format of an upload from its magic number, or null. This runs before any decoder sees
 * the bytes, so SVG (a script-capable XML document librsvg would happily render), PDF and text
 * never reach one, whatever their file name says.
 */
export function sniffImageFormat(data: Buffer): SniffedFormat | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 6 && (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a')) return 'gif';
  if (startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (data.length >= 12 && ascii(data, 4, 8) === 'ftyp' && heifBrands.has(ascii(data, 8, 12))) return 'heif';
  return null;
}

const strictFormats: ReadonlySet<SniffedFormat> = new Set(['jpeg', 'png']);

/** The refusal message when `format` is not allowed by `policy`, or null when it is. */
export function formatRefusal(format: SniffedFormat | null, policy: ImagePolicy): string | null {
  if (policy === 'strict') return format && strictFormats.has(format) ? null : messages.imageType;
  return format ? null : messages.imageTypeAny;
}

/** More scans than any camera or encoder writes (libjpeg-turbo suggests 500 as a hard stop). */
export const maxJpegScans = 256;

/**
 * How many start-of-scan markers (FF DA) a JPEG holds. Inside entropy-coded data every FF byte is
 * followed by 00 or a restart marker, so each FF DA pair is a real marker (or one in an embedded
 * thumbnail, which only makes the count an upper bound).
 */
export function jpegScanCount(data: Buffer): number {
  let count = 0;
  for (let at = data.indexOf(0xff); at !== -1 && at < data.length - 1; at = data.indexOf(0xff, at + 1)) {
    if (data[at + 1] === 0xda) count += 1;
  }
  return count;
}
