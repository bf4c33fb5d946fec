import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badImage } from '#server/errors.ts';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { createJpegScanCounter, formatRefusal, maxJpegScans, sniffUploadFormat, type SniffedFormat } from './image-sniff.ts';
import { maxHeaderBytes, sizeFromHeader, type PixelSize } from '#shared/image-header.ts';
import type { ImagePolicy } from './types.ts';
import type { Admission } from './upload-queue.ts';

/**
 * An upload received into a temporary file, its header already checked: the type from its magic
 * number, the pixel size (where the first bytes carry it), the number of JPEG scans.
 */
export interface UploadedFile {
  path: string;
  bytes: number;
  format: SniffedFormat;
  /** Null where the format keeps its size past the first bytes (TIFF, HEIF): sharp reads it before decoding. */
  size: PixelSize | null;
  jpegScans: number;
  /** Aborts when the request that brought the file is gone: its processing stops and nothing is kept. */
  signal?: AbortSignal | undefined;
  /** The queue place taken when the file began to arrive. */
  admission?: Admission | undefined;
}

const refusedTooManyPixels = (field: string) => badImage(field, messages.imageTooManyPixels, 'payload_too_large');

/**
 * Checks an upload as it streams past: refuses it (throws the 400) as soon as its first bytes
 * show a type the policy does not take or more than 50 megapixels, so the rest is never read,
 * and counts JPEG scan markers on the way (a few kilobytes of thousands of scans would keep a
 * decoder busy for minutes).
 */
class HeaderCheck extends Transform {
  format: SniffedFormat | null = null;
  size: PixelSize | null = null;
  scans = 0;
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;
  private decided = false;
  private readonly scanCounter = createJpegScanCounter();

  constructor(
    private readonly policy: ImagePolicy,
    private readonly field: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void): void {
    this.bytes += chunk.length;
    try {
      if (!this.decided) this.readHead(chunk, false);
      if (this.format === 'jpeg') this.countScans(chunk);
    } catch (error) {
      done(error as Error);
      return;
    }
    done(null, chunk);
  }

  override _flush(done: (error?: Error | null) => void): void {
    try {
      if (!this.decided && this.bytes > 0) this.readHead(Buffer.alloc(0), true);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private readHead(chunk: Buffer, ended: boolean): void {
    this.head.push(chunk);
    this.headBytes += chunk.length;
    const head = Buffer.concat(this.head);
    this.head = [head];
    if (head.length < 16 && !ended) return;
    const sniffed = sniffUploadFormat(head, this.policy, ended);
    if (sniffed === 'more') return;
    this.format = sniffed;
    const refusal = formatRefusal(this.format, this.policy);
    if (refusal || !this.format) throw badImage(this.field, refusal ?? messages.imageUnreadable);
    const size = sizeFromHeader(head, this.format);
    if (size === 'more' && !ended && this.headBytes < maxHeaderBytes) return;
    this.decided = true;
    this.head = [];
    if (typeof size === 'object') {
      if (size.width * size.height > limits.uploadMaxPixels) throw refusedTooManyPixels(this.field);
      this.size = size;
    }
  }

  private countScans(chunk: Buffer): void {
    this.scans = this.scanCounter.add(chunk);
    if (this.scans > maxJpegScans) throw badImage(this.field, messages.imageUnreadable);
  }
}

const leftoverName = /^upload-(\d+)-[0-9a-f]+\.part$/;

/**
 * Streams `stream` (an upload's bytes, at most 20 MB by the multipart limit) into a new file in
 * `dir`, checking its header on the way. Returns null for an empty file. On any failure the
 * file is gone before this throws.
 */
export async function receiveUpload(
  stream: Readable & { truncated?: boolean },
  { dir, policy, field = 'image' }: { dir: string; policy: ImagePolicy; field?: string },
): Promise<UploadedFile | null> {
  mkdirSync(dir, { recursive: true });
  // The process id in the name lets the sweep at start tell a crash's leftovers from live uploads.
  const path = join(dir, `upload-${process.pid}-${randomBytes(8).toString('hex')}.part`);
  const check = new HeaderCheck(policy, field);
  const file = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(stream, check, file);
    if (stream.truncated) throw badImage(field, messages.imageTooLarge, 'payload_too_large');
  } catch (error) {
    // A refusal from the first bytes can settle the pipeline while the file is still being
    // opened on libuv's threads: removed before it exists, it would be created afterwards and
    // stay (seen in CI under load). Once the destroyed stream has closed, the file is there.
    if (!file.closed) await once(file, 'close').catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
  if (check.bytes === 0 || !check.format) {
    await rm(path, { force: true });
    return null;
  }
  return { path, bytes: check.bytes, format: check.format, size: check.size, jpegScans: check.scans };
}

/** Deletes an upload's temporary file (no error when already gone). */
export async function discardUpload(file: UploadedFile): Promise<void> {
  await rm(file.path, { force: true });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the temporary files a crashed process left in `dir`: those of a process that no longer
 * runs, and this process id's from before it started (a container restarts with the same pid).
 */
export function sweepUploadLeftovers(dir: string): number {
  let removed = 0;
  const startedAt = Date.now() - process.uptime() * 1000;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const pid = Number(leftoverName.exec(name)?.[1] ?? NaN);
    if (Number.isNaN(pid)) continue;
    const path = join(dir, name);
    try {
      const stale = pid === process.pid ? statSync(path).mtimeMs < startedAt : !alive(pid);
      if (stale) {
        unlinkSync(path);
        removed += 1;
      }
    } catch {
      // Gone meanwhile: nothing to do.
    }
  }
  return removed;
}
