/** The format sniffing itself is shared with the browser's pre-upload check. */
export { formatRefusal, sniffImageFormat, sniffUploadFormat, type SniffedFormat } from '#shared/image-format.ts';

/** More scans than any camera or encoder writes (libjpeg-turbo suggests 500 as a hard stop). */
export const maxJpegScans = 256;

/**
 * Counts start-of-scan markers (FF DA) of a JPEG fed in chunks, a pair split across two chunks
 * included. Inside entropy-coded data every FF byte is followed by 00 or a restart marker, so
 * each FF DA pair is a real marker (or one in an embedded thumbnail, which only makes the count
 * an upper bound).
 */
export function createJpegScanCounter() {
  let count = 0;
  let lastWasFF = false;
  return {
    /** Adds a chunk; resolves to the count so far. */
    add(chunk: Uint8Array): number {
      if (chunk.length === 0) return count;
      if (lastWasFF && chunk[0] === 0xda) count += 1;
      for (let at = chunk.indexOf(0xff); at !== -1 && at < chunk.length - 1; at = chunk.indexOf(0xff, at + 1)) {
        if (chunk[at + 1] === 0xda) count += 1;
      }
      lastWasFF = chunk[chunk.length - 1] === 0xff;
      return count;
    },
  };
}

/** How many start-of-scan markers a whole JPEG in memory holds. */
export function jpegScanCount(data: Uint8Array): number {
  return createJpegScanCounter().add(data);
}
