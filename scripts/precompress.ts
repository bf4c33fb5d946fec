/**
 * Writes a .br and a .gz beside every compressible file of the client build (build/client by
 * default, or the folder given as the first argument), at the highest quality: done once per
 * build, so the server sends the smallest bytes without compressing anything per request.
 * A compressed copy that would not be smaller than the file is not written. Run after
 * `react-router build`.
 */
import { readdirSync, statSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm|ico)$/i;
const minBytes = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Compresses the files side by side on libuv's threads (brotli at quality 11 is one core's work
 * per file): both cores of a small server, for the build's share of a first `npm start`.
 */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const jobs: Promise<void>[] = [];
  for (const path of files(dir)) {
    if (!compressible.test(path)) continue;
    const size = statSync(path).size;
    // A stale sibling from an earlier build of the same name must not outlive its file.
    rmSync(`${path}.br`, { force: true });
    rmSync(`${path}.gz`, { force: true });
    if (size < minBytes) continue;
    jobs.push(compressFile(path, size, result));
  }
  await Promise.all(jobs);
  return result;
}

async function compressFile(path: string, size: number, result: PrecompressResult): Promise<void> {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  result.files += 1;
  result.bytes += size;
  if (br.length < size) {
    await writeFile(`${path}.br`, br);
    result.brotliBytes += br.length;
  }
  if (gz.length < size) {
    await writeFile(`${path}.gz`, gz);
    result.gzipBytes += gz.length;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? 'build/client');
  const started = performance.now();
  const r = await precompress(dir);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `precompress ${relative(process.cwd(), dir) || '.'}: ${r.files} files, ${kib(r.bytes)} → ` +
      `brotli ${kib(r.brotliBytes)}, gzip ${kib(r.gzipBytes)} in ${(performance.now() - started).toFixed(0)} ms`,
  );
}
