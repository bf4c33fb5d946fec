/** The format sniffing itself is shared with the browser's pre-upload check. */
export { formatRefusal, sniffImageFormat, type SniffedFormat } from '#shared/image-format.ts';

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
