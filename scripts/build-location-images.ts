/**
 * Builds the location pages' carousel images (SPEC.md section 9: Ukraine 23, Georgia 15,
 * Kazakhstan 15) as static site assets:
 *
 *   {out}/client/assets/locations/{country}/{nn}-w{640|960|1280}-{hash}.{avif|webp}
 *   {out}/location-images.json   (read by the location page loader)
 *
 * The names carry a hash of their content, so /assets/ serves them as immutable like the
 * scripts; 960 px suits phones (a 412 px screen at 1.75-2x).
 *
 * Usage: tsx scripts/build-location-images.ts [out=build] [--force]
 * Generated files are never committed. `react-router build` empties build/client, so the
 * encoded files are kept in node_modules/.cache/location-images and copied from there: only
 * the first build pays for the AVIF encoding (about a minute), unless --force.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { renderLocationImage } from '#server/seed/demo-images.ts';
import { countries, countryImageCount, type Country } from '#shared/limits.ts';
import type { Picture } from '#shared/schemas/common.ts';

// renderLocationImage draws 16:9 scenes of each country (steppe, Caucasus, Carpathians…).
const sourceWidth = 1920;
const sourceHeight = 1080;
const widths = [640, 960, 1280] as const;
const formats = ['avif', 'webp'] as const;
/** Bump when the rendering or encoding changes, so cached files are rebuilt. */
const cacheVersion = 'v3';
const cacheRoot = join(process.cwd(), 'node_modules', '.cache', 'location-images', cacheVersion);

type Manifest = Record<Country, Picture[]>;

function fileName(index: number, width: number, format: string, data: Buffer): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
  return `${String(index + 1).padStart(2, '0')}-w${width}-${hash}.${format}`;
}

async function buildOne(
  country: Country,
  index: number,
  dir: string,
  previous: Picture | undefined,
  force: boolean,
): Promise<Picture> {
  const urlBase = `/assets/locations/${country.toLowerCase()}`;
  const onDisk = (url: string) => existsSync(join(dir, url.split('/').at(-1) ?? ''));
  if (
    !force &&
    previous &&
    previous.variants.length === widths.length * formats.length &&
    previous.variants.every((v) => onDisk(v.url))
  )
    return previous;

  const source = await renderLocationImage(country, index);
  const variants: Picture['variants'] = [];
  for (const width of widths) {
    const resized = sharp(source).resize({ width });
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: 50, effort: 3 }).toBuffer(),
      resized.clone().webp({ quality: 74 }).toBuffer(),
    ]);
    for (const [format, data] of [
      ['avif', avif],
      ['webp', webp],
    ] as const) {
      const name = fileName(index, width, format, data);
      await writeFile(join(dir, name), data);
      variants.push({ format, width, url: `${urlBase}/${name}` });
    }
  }
  const tiny = await sharp(source).resize({ width: 24 }).blur(1.2).webp({ quality: 40 }).toBuffer();
  const largest = Math.max(...widths);
  return {
    width: largest,
    height: Math.round((largest * sourceHeight) / sourceWidth),
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    variants,
  };
}

/** Runs `tasks` with at most `limit` in flight, keeping the results in order. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      const task = tasks[i];
      if (task) results[i] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

async function readPrevious(path: string): Promise<Partial<Manifest>> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Partial<Manifest>;
  } catch {
    return {};
  }
}

export async function buildLocationImages(outDir: string, force = false): Promise<Manifest> {
  const cacheManifest = join(cacheRoot, 'manifest.json');
  const previous = force ? {} : await readPrevious(cacheManifest);
  const manifest = {} as Manifest;
  for (const country of countries) {
    const dir = join(cacheRoot, country.toLowerCase());
    await mkdir(dir, { recursive: true });
    const tasks = Array.from(
      { length: countryImageCount[country] },
      (_, i) => () => buildOne(country, i, dir, previous[country]?.[i], force),
    );
    manifest[country] = await pool(tasks, Math.max(2, Math.min(6, availableParallelism())));
  }
  await writeFile(cacheManifest, `${JSON.stringify(manifest)}\n`);

  const target = join(outDir, 'client', 'assets', 'locations');
  await rm(target, { recursive: true, force: true });
  for (const country of countries) {
    const name = country.toLowerCase();
    const used = new Set(
      manifest[country].flatMap((p) => p.variants.map((v) => v.url.split('/').at(-1))),
    );
    await mkdir(join(target, name), { recursive: true });
    // Only the files the manifest names: older encodings stay in the cache, not in the build.
    for (const file of used)
      if (file) await cp(join(cacheRoot, name, file), join(target, name, file));
  }
  await writeFile(join(outDir, 'location-images.json'), `${JSON.stringify(manifest)}\n`);
  return manifest;
}

const isMain =
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith('build-location-images.ts');
if (isMain) {
  const args = process.argv.slice(2);
  const out = resolve(args.find((a) => !a.startsWith('--')) ?? 'build');
  const started = Date.now();
  const manifest = await buildLocationImages(out, args.includes('--force'));
  const count = countries.reduce((n, c) => n + manifest[c].length, 0);
  console.log(
    `Location images: ${count} in ${join(out, 'client', 'assets', 'locations')} (${Date.now() - started} ms)`,
  );
}
