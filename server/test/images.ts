import { constants, crc32, createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Marker strings written into the EXIF of `jpegWithGps`; none may survive the upload pipeline. */
export const exifMarkers = { make: 'LeakCam', datum: 'WGS-84 GPS' };

/** A small JPEG carrying EXIF with a GPS directory (Kyiv's coordinates), like a phone photo. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b4f2b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: exifMarkers.make },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '30/1 31/1 0/1',
        GPSMapDatum: exifMarkers.datum,
      },
    })
    .toBuffer();
}

/**
 * The tags of the GPS directory in an EXIF block as sharp's metadata() returns it ('Exif\0\0' and
 * a TIFF structure); empty when there is no EXIF or no GPS directory.
 */
export function exifGpsTags(exif: Buffer | undefined): number[] {
  if (!exif || exif.toString('latin1', 0, 4) !== 'Exif') return [];
  const tiff = exif.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + i * 12);
  const gpsPointer = entries(u32(4)).find((entry) => u16(entry) === 0x8825);
  return gpsPointer === undefined ? [] : entries(u32(gpsPointer + 8)).map((entry) => u16(entry));
}

/** One PNG chunk: length, type, data and CRC (also for a test that splices one into a file). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The one PNG writer of the tests: a file from its header fields and its already deflated pixel
 * rows. Colour type 0 is greyscale, 2 is RGB.
 */
function pngFile(width: number, height: number, colourType: 0 | 2, deflatedRows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8); // 8 bits a sample, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflatedRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A tiny PNG whose header claims `width` x `height` but which carries only a few bytes of pixel
 * data: cheap to build, and enough for any check that reads the header first.
 */
export function pngClaiming(width: number, height: number): Buffer {
  return pngFile(width, height, 2, deflateSync(Buffer.alloc(64)));
}

/**
 * A complete, valid greyscale PNG of `width` x `height` black pixels. Rows are deflated as a
 * stream, so a 400-megapixel image costs a few hundred kilobytes and no 400 MB buffer.
 */
export async function bigBlackPng(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const row = Buffer.alloc(width + 1); // filter byte 0, then black pixels
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return pngFile(width, height, 0, Buffer.concat(compressed));
}
