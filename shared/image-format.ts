import { messages } from './messages.ts';

/**
 * Which images an upload takes: 'strict' is JPEG or PNG (every upload of SPEC.md section 5
 * except the team edit), 'any' every common raster format (the team edit), 'logo' PNG or SVG
 * (the company logo; an SVG is rasterized and never stored or served as SVG).
 */
export type ImagePolicy = 'strict' | 'any' | 'logo';

/** Formats recognised from their first bytes; 'heif' covers AVIF and HEIC; 'svg' only under the logo policy. */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'heif' | 'gif' | 'tiff' | 'svg';

/** Bytes of text an SVG may open with (XML declaration, comments, doctype) before its `<svg` tag. */
export const svgHeadBytes = 4096;
const svgStart = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[^\]]*\])?\s*>\s*)*<svg[\s>]/i;

/**
 * Whether `bytes` open an SVG document: 'more' while they may still (text so far, under
 * svgHeadBytes). Only the logo policy asks: everywhere else SVG stays an unknown format.
 */
export function sniffSvg(bytes: Uint8Array, ended: boolean): 'svg' | 'more' | null {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const text = String.fromCharCode(...bytes.subarray(start, Math.min(bytes.length, svgHeadBytes)));
  if (svgStart.test(text)) return 'svg';
  if (!/^\s*</.test(text) && text.trim() !== '') return null;
  return ended || bytes.length >= svgHeadBytes ? null : 'more';
}

/** The format of an upload under `policy` (the raster magic numbers, and SVG for the logo). */
export function sniffUploadFormat(bytes: Uint8Array, policy: ImagePolicy, ended = true): SniffedFormat | 'more' | null {
  const raster = sniffImageFormat(bytes);
  if (raster || policy !== 'logo') return raster;
  return sniffSvg(bytes, ended);
}

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
  if (policy === 'logo') return format === 'png' || format === 'svg' ? null : messages.logoType;
  return format && format !== 'svg' ? null : messages.imageTypeAny;
}
