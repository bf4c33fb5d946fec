/**
 * Builds the location pages' carousel images (SPEC.md section 9: Ukraine 23, Georgia 15,
 * Kazakhstan 15) as static site assets:
 *
 *   {out}/client/locations/{country}/{nn}-w{640|1280}.{avif|webp}
 *   {out}/client/locations/manifest.json   (read by the location page loader)
 *
 * Usage: tsx scripts/build-location-images.ts [out=build] [--force]
 * Generated files are never committed. `react-router build` empties build/client, so the
 * encoded files are kept in node_modules/.cache/location-images and copied from there: only
 * the first build pays for the AVIF encoding (about a minute), unless --force.
 */
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
const widths = [640, 1280] as const;
const formats = ['avif', 'webp'] as const;
/** Bump when the rendering or encoding changes, so cached files are rebuilt. */
const cacheVersion = 'v2';
const cacheRoot = join(process.cwd(), 'node_modules', '.cache', 'location-images', cacheVersion);

type Manifest = Record<Country, Picture[]>;

function fileName(index: number, width: number, format: string): string {
  return `${String(index + 1).padStart(2, '0')}-w${width}.${format}`;
}

async function buildOne(
  country: Country,
  index: number,
  dir: string,
  previous: Picture | undefined,
  force: boolean,
): Promise<Picture> {
  const urlBase = `/locations/${country.toLowerCase()}`;
  const variants = widths.flatMap((width) =>
    formats.map((format) => ({
      format,
      width,
      url: `${urlBase}/${fileName(index, width, format)}`,
    })),
  );
  const allThere = variants.every((v) => existsSync(join(dir, v.url.split('/').at(-1) ?? '')));
  if (!force && previous && allThere) return previous;

  const source = await renderLocationImage(country, index);
  for (const width of widths) {
    const resized = sharp(source).resize({ width });
    await Promise.all([
      resized
        .clone()
        .avif({ quality: 50, effort: 3 })
        .toFile(join(dir, fileName(index, width, 'avif'))),
      resized
        .clone()
        .webp({ quality: 74 })
        .toFile(join(dir, fileName(index, width, 'webp'))),
    ]);
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

  const target = join(outDir, 'client', 'locations');
  await rm(target, { recursive: true, force: true });
  await cp(cacheRoot, target, { recursive: true });
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
    `Location images: ${count} in ${join(out, 'client', 'locations')} (${Date.now() - started} ms)`,
  );
}
