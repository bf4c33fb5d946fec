import type { SniffedFormat } from './image-format.ts';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Bytes of an upload read before giving up on finding its size in the header. A camera JPEG puts
 * its frame header after EXIF, XMP and an embedded preview (well under this); past it the size
 * is left to sharp, which reads it from the whole file before any pixel is decoded.
 */
export const maxHeaderBytes = 512 * 1024;

/**
 * The pixel size an image declares in its first bytes (the server's upload stream and the
 * browser's check before sending both read it here, so they agree): 'more' when `head` ends before it,
 * 'unknown' where the format keeps it elsewhere (TIFF's directory may sit at the end, HEIF's
 * boxes anywhere), has nothing to tell a real header from six letters and noise (GIF), or the
 * header is odd; sharp checks those once the file is whole, before decoding a pixel.
 */
export function sizeFromHeader(head: Uint8Array, format: SniffedFormat): PixelSize | 'more' | 'unknown' {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const has = (n: number) => head.length >= n;
  switch (format) {
    case 'png':
      // Signature (8), IHDR length and type (8), then width and height, big-endian.
      if (!has(24)) return 'more';
      if (String.fromCharCode(...head.subarray(12, 16)) !== 'IHDR') return 'unknown';
      return { width: view.getUint32(16), height: view.getUint32(20) };
    case 'webp':
      return webpSize(head, view);
    case 'jpeg':
      return jpegSize(head, view);
    default:
      return 'unknown';
  }
}

function webpSize(head: Uint8Array, view: DataView): PixelSize | 'more' | 'unknown' {
  if (head.length < 30) return 'more';
  const chunk = String.fromCharCode(...head.subarray(12, 16));
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8X') {
    const u24 = (at: number) => head[at]! | (head[at + 1]! << 8) | (head[at + 2]! << 16);
    return { width: 1 + u24(24), height: 1 + u24(27) };
  }
  if (chunk === 'VP8L') {
    const [b0, b1, b2, b3] = [head[21]!, head[22]!, head[23]!, head[24]!];
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  return 'unknown';
}

/** Start-of-frame markers: every SOFn but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** Walks the JPEG's segments (skipping EXIF, ICC, previews by their lengths) to its frame header. */
function jpegSize(head: Uint8Array, view: DataView): PixelSize | 'more' | 'unknown' {
  let at = 2;
  for (;;) {
    if (at + 4 > head.length) return 'more';
    if (head[at] !== 0xff) return 'unknown';
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return 'unknown'; // image data before any frame header
    if (isStartOfFrame(marker)) {
      if (at + 9 > head.length) return 'more';
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      // Height 0 means "given later" (a DNL marker): sharp has the last word then.
      return height === 0 ? 'unknown' : { width, height };
    }
    at += 2 + view.getUint16(at + 2);
  }
}
