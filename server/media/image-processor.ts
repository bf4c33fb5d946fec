import { readFile } from 'node:fs/promises';
import sharp, { type AvifOptions, type JpegOptions, type SharpOptions, type WebpOptions } from 'sharp';
import { badImage, cancelled } from '#server/errors.ts';
import { createLimiter } from '#server/limiter.ts';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { formatRefusal, jpegScanCount, maxJpegScans, sniffUploadFormat } from './image-sniff.ts';
import { compactPicture, displayUrl, variantWidths, widthsFor } from './image-variants.ts';
import type { Storage } from './storage/storage.ts';
import type { FileLog } from './image-files.ts';
import type { ImageFormat } from '#shared/schemas/common.ts';
import type { ImageInput, ImageKind, ImageOutputs, ImagePolicy, ImageStore, StoredPicture } from './types.ts';
import type { UploadedFile } from './upload-file.ts';
import { createUploadQueue } from './upload-queue.ts';

const logoMaxWidth = 480;
/**
 * Variants are at most this tall. WebP stops at 16383 px, so without a cap a 2 x 40000 strip
 * (valid, and well under 50 MP) would fail every encoder; an extreme shape is fitted instead.
 */
const maxVariantHeight = 8192;
/** Decoding stops past this, whatever the file: a safety net under the checks below. */
const decodeTimeoutSeconds = 30;
/**
 * Uploads processed at once. One upload already keeps two cores busy (its encoders run side by
 * side), so a second one in parallel adds memory, not speed: a burst of ten peaked at 482 MiB
 * with two uploads of two encoders each, 434 MiB with two uploads sharing two encoders
 * (docs/performance.md), against a budget of 400 MB.
 */
const maxConcurrentUploads = 1;
/**
 * Uploads that may wait for their turn (from their first byte on, so a burst is refused before
 * its bodies are read). Past this the server answers 503 with Retry-After: a longer line only
 * makes the last sender wait longer than any browser does (the issue saw three of five stored
 * after their senders had given up).
 */
const maxWaitingUploads = 4;
/** Encoders running at once: enough to fill two cores; an AVIF encoder holds far more memory than the pixels it reads. */
const maxConcurrentEncoders = 2;

// 'truncated' rather than the default 'warning': phone JPEGs often carry harmless warnings,
// but a cut-off upload must be refused instead of stored with a grey bottom half.
const inputOptions: SharpOptions = {
  failOn: 'truncated',
  limitInputPixels: limits.uploadMaxPixels,
  autoOrient: true,
};

// Effort 1 and 4:2:0: on a noisy 19 MP photo (high ISO, the largest upload accepted) effort 2
// spent 1.5 s on the 1920 px AVIF alone and effort 1 0.25 s, for a smaller file (378 against
// 404 KiB); a clean film still comes out 5% larger (43 against 41 KiB). Effort 4 would save a
// third of that still's bytes for ten times the CPU (docs/performance.md, image pipeline).
const avifOptions: AvifOptions = { quality: 52, effort: 1, chromaSubsampling: '4:2:0' };
// WebP effort 2 rather than 3: half the encoding time for 6-7% more bytes on a clean still and
// 0.6% fewer on a noisy photo (three widths each); the demo seed ran 20–30% faster in four alternated runs.
const webpOptions: WebpOptions = { quality: 78, effort: 2 };
/** The share image's JPEG (link previews): baseline, as every preview renderer reads. */
const jpegOptions: JpegOptions = { quality: 82, progressive: false };

const formatsFor = (outputs: ImageOutputs): ImageFormat[] => (outputs.jpeg ? ['avif', 'webp', 'jpeg'] : ['avif', 'webp']);

const unreadable = (error: unknown) => {
  const pixels = error instanceof Error && /pixel limit/i.test(error.message);
  return pixels
    ? badImage('image', messages.imageTooManyPixels, 'payload_too_large')
    : badImage('image', messages.imageUnreadable);
};

const isFile = (input: ImageInput): input is UploadedFile => !Buffer.isBuffer(input);
/** What sharp reads: the temporary file's path (libvips reads it as it decodes) or the bytes. */
const sourceOf = (input: ImageInput): string | Buffer => (isFile(input) ? input.path : input);

/**
 * Refuses anything but an acceptable raster image, judging by the bytes and the header only. An
 * upload's first bytes were already checked as it arrived (upload-file.ts); this is the check for
 * bytes from elsewhere, and sharp's own reading of the header for both.
 */
async function inspect(input: ImageInput, policy: ImagePolicy): Promise<void> {
  const bytes = isFile(input) ? input.bytes : input.length;
  if (bytes > limits.uploadMaxBytes) throw badImage('image', messages.imageTooLarge, 'payload_too_large');
  const sniffed = isFile(input) ? input.format : sniffUploadFormat(input, policy);
  const format = sniffed === 'more' ? null : sniffed;
  const refusal = formatRefusal(format, policy);
  if (refusal) throw badImage('image', refusal);
  if (format === 'svg') return;
  // The header only: our own pixel check below gives the precise message, decoding never starts.
  const meta = await sharp(sourceOf(input), { ...inputOptions, limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  if (meta.format !== format) throw badImage('image', messages.imageUnreadable);
  // Header dimensions, before any pixel is decoded: a 1 KB PNG may claim 400 megapixels.
  if (meta.width * meta.height > limits.uploadMaxPixels) {
    throw badImage('image', messages.imageTooManyPixels, 'payload_too_large');
  }
  // A progressive JPEG makes one pass over the whole image per scan; a few kilobytes of
  // thousands of scans keep a core busy for minutes. Real cameras write at most a dozen.
  const scans = isFile(input) ? input.jpegScans : format === 'jpeg' ? jpegScanCount(input) : 0;
  if (scans > maxJpegScans) throw badImage('image', messages.imageUnreadable);
}

interface Decoded {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Decodes the upload once, oriented, in 8-bit sRGB (CMYK, 16-bit and grey sources included) and
 * no larger than the largest variant; every variant is then resized from these pixels, so the
 * expensive decode is not repeated per variant and a JPEG gets libjpeg's shrink-on-load. Only
 * the first frame of an animation is read. Metadata, and whatever bytes trail the image in the
 * file, never survive a raw buffer: every stored file is a fresh encode of these pixels.
 */
async function decode(source: string | Buffer, options: SharpOptions = inputOptions): Promise<Decoded> {
  const maxWidth = variantWidths[variantWidths.length - 1];
  const { data: pixels, info } = await sharp(source, options)
    .timeout({ seconds: decodeTimeoutSeconds })
    .resize({ width: maxWidth, height: maxVariantHeight, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  const channels = info.channels === 4 ? 4 : 3;
  return { pixels, width: info.width, height: info.height, channels };
}

/** The size an SVG logo is drawn at: its longer side this many pixels, enough for any header at 3x. */
const svgRenderSize = 960;

/**
 * Draws an SVG (the logo only) into pixels with librsvg, which runs no script and, reading from
 * memory without a base address, loads no file or URL the document names. Only these pixels are
 * kept: the SVG itself is never stored, so nothing a browser would run is ever served.
 */
async function decodeSvg(input: ImageInput): Promise<Decoded> {
  const svg = isFile(input) ? await readFile(input.path) : input;
  const meta = await sharp(svg, { ...inputOptions, limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  if (meta.format !== 'svg' || !meta.width || !meta.height) throw badImage('image', messages.imageUnreadable);
  // librsvg's default is 72 dpi: scale so that the longer side comes out svgRenderSize pixels.
  const density = (72 * svgRenderSize) / Math.max(meta.width, meta.height);
  return decode(svg, { ...inputOptions, density: Math.min(Math.max(density, 1), 100_000) });
}

/** PNGs often carry an alpha channel that is opaque everywhere; encoding it would only cost bytes. */
function isOpaque({ pixels, channels }: Decoded): boolean {
  if (channels !== 4) return true;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) return false;
  return true;
}

/**
 * Like Promise.all, but waits for every promise to settle before rethrowing the first failure,
 * so the cleanup that follows cannot race a write still in flight and leave its file behind.
 */
async function settleAll<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
  return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

/**
 * Builds the image pipeline of DESIGN.md section 6 on top of a Storage. `newId` names each stored
 * image (lowercase letters and digits): ids come from the caller, so media does not depend on the
 * database layer that defines them. `log` hears of the files of a failed upload it could not delete.
 */
export function createImageStore(
  storage: Storage,
  options: {
    newId: () => string;
    log: FileLog;
    /**
     * Images processed at once (default maxConcurrentUploads). The demo seed process takes two:
     * one image's decode and storing then overlap the other's encodes and both cores stay busy,
     * and the memory that costs leaves with the process (docs/performance.md).
     */
    concurrentImages?: number;
  },
): ImageStore {
  const { newId, log } = options;
  // Uploads are all different, so libvips' operation cache would only hold memory.
  sharp.cache(false);
  const queue = createUploadQueue({ running: options.concurrentImages ?? maxConcurrentUploads, waiting: maxWaitingUploads });
  const encodeSlot = createLimiter(maxConcurrentEncoders);
  const admissionOf = (input: ImageInput) => (isFile(input) ? input.admission : undefined);
  /** Throws once the upload's request is gone: the encodes not yet started are skipped. */
  const stopIfCancelled = (signal: AbortSignal | undefined) => {
    if (signal?.aborted) throw cancelled();
  };

  async function writeVariants(
    imageId: string,
    decoded: Decoded,
    signal: AbortSignal | undefined,
    outputs: ImageOutputs,
  ): Promise<StoredPicture> {
    const opaque = decoded.channels === 4 && isOpaque(decoded);
    // A new instance over the same pixels for each output rather than clone(): sharp's clone()
    // deep-copies its options, the raw input buffer included (6 MB for a 1920 px picture, nine
    // times per picture), and the copies kept the garbage collector busy (docs/performance.md).
    const fromPixels = () => {
      const image = sharp(decoded.pixels, {
        raw: { width: decoded.width, height: decoded.height, channels: decoded.channels },
      });
      return opaque ? image.removeAlpha() : image;
    };

    const placeholder = await fromPixels()
      // 16 px wide; the height cap keeps a needle-thin strip within what WebP can encode.
      .resize({ width: 16, height: 64, fit: 'inside' })
      .blur(0.6)
      .webp({ quality: 40 })
      .toBuffer();
    const variants = await settleAll(
      widthsFor(decoded.width).flatMap((width) =>
        formatsFor(outputs).map((format) =>
          encodeSlot.run(async () => {
            stopIfCancelled(signal);
            const resized = fromPixels().resize({ width });
            const encoded =
              format === 'avif'
                ? resized.avif(avifOptions)
                : format === 'webp'
                  ? resized.webp(webpOptions)
                  : // JPEG has no transparency: what is see-through shows white, as a preview's card is.
                    resized.flatten({ background: '#ffffff' }).jpeg(jpegOptions);
            const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
            const key = `${imageId}/w${width}.${format}`;
            await storage.put(key, data, `image/${format}`);
            return { format, width, height: info.height, url: storage.url(key) };
          }),
        ),
      ),
    );
    const largest = variants.reduce((a, b) => (b.width > a.width ? b : a));
    return {
      width: largest.width,
      height: largest.height,
      placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
      variants: variants.map(({ format, width, url }) => ({ format, width, url })),
    };
  }

  return {
    admit: () => queue.admit(),

    save: (kind: ImageKind, input: ImageInput, policy: ImagePolicy, outputs: ImageOutputs = {}) =>
      queue.run(async () => {
        const signal = isFile(input) ? input.signal : undefined;
        stopIfCancelled(signal);
        await inspect(input, policy);
        const svg = isFile(input) ? input.format === 'svg' : sniffUploadFormat(input, policy) === 'svg';
        const decoded = svg ? await decodeSvg(input) : await decode(sourceOf(input));
        stopIfCancelled(signal);
        const imageId = `${kind}/${newId()}`;
        try {
          const picture = await writeVariants(imageId, decoded, signal, outputs);
          stopIfCancelled(signal);
          return { imageId, url: displayUrl(compactPicture(picture)), picture };
        } catch (error) {
          await storage
            .deletePrefix(`${imageId}/`)
            .catch((err: unknown) => log.warn({ err, file: imageId }, 'could not delete image files'));
          throw error;
        }
      }, admissionOf(input)),

    saveLogo: (input: ImageInput) =>
      queue.run(async () => {
        stopIfCancelled(isFile(input) ? input.signal : undefined);
        await inspect(input, 'strict');
        const logo = await sharp(sourceOf(input), inputOptions)
          .timeout({ seconds: decodeTimeoutSeconds })
          .resize({ width: logoMaxWidth, height: logoMaxWidth * 2, fit: 'inside', withoutEnlargement: true })
          .toColourspace('srgb')
          .webp({ quality: 90, alphaQuality: 100 })
          .toBuffer()
          .catch((error: unknown) => {
            throw unreadable(error);
          });
        stopIfCancelled(isFile(input) ? input.signal : undefined);
        const name = `${newId()}.webp`;
        await storage.put(`logos/${name}`, logo, 'image/webp');
        return name;
      }, admissionOf(input)),

    async remove(imageId: string) {
      // A malformed id such as 'photos' must not turn into "delete every photo".
      if (!/^[a-z]+\/[a-z0-9][a-z0-9._-]*$/.test(imageId)) return;
      await storage.deletePrefix(`${imageId}/`);
    },

    async removeLogo(name: string) {
      // Deletion is by prefix, so the name must be a whole file name, extension included.
      if (!/^[a-z0-9][a-z0-9_-]*\.[a-z0-9]+$/.test(name)) return;
      await storage.deletePrefix(`logos/${name}`);
    },

    urlOf: displayUrl,
  };
}
