/**
 * The levers of the image pipeline, each measured alone on the bench's file, each in a fresh
 * child process so its peak memory is its own: `npm run bench:images -- --levers`. The child
 * runs this file with `--lever NAME --file PATH` and prints one JSON line.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const widths = [1920, 1440, 960, 480];
const avif = { quality: 52, chromaSubsampling: '4:2:0' } as const;
const webp = { quality: 78, effort: 3 } as const;

/** Each lever: what it changes against the pipeline as shipped before issue 11. */
const levers: Record<string, { about: string; run: (file: string) => Promise<void> }> = {
  'decode, shrink-on-load': {
    about: 'JPEG decoded at 1/2 scale by libjpeg, then resized to 1920 (what sharp does by default)',
    run: async (file) => void (await sharp(file).resize({ width: 1920 }).raw().toBuffer()),
  },
  'decode, full size': {
    about: 'every one of the 19 MP decoded, then resized to 1920 (fastShrinkOnLoad off)',
    run: async (file) => void (await sharp(file).resize({ width: 1920, fastShrinkOnLoad: false }).raw().toBuffer()),
  },
  'encode from the 1920 px pixels, effort 2': {
    about: 'as shipped before issue 11: every width resized from the 1920 px decode, AVIF effort 2 and WebP, two at a time',
    run: (file) => encodeAll(file, { effort: 2, chain: false }),
  },
  'encode each width from the previous, effort 2': {
    about: 'each width resized from the one above it (1920 → 1440 → 960 → 480)',
    run: (file) => encodeAll(file, { effort: 2, chain: true }),
  },
  'encode from the 1920 px pixels, effort 1': {
    about: 'AVIF effort 1 (shipped since issue 11)',
    run: (file) => encodeAll(file, { effort: 1, chain: false }),
  },
  'encode from the 1920 px pixels, effort 0': {
    about: 'AVIF at libaom’s fastest setting',
    run: (file) => encodeAll(file, { effort: 0, chain: false }),
  },
  'encode from the 1920 px pixels, effort 2, sharp.concurrency(1)': {
    about: 'one libvips thread per operation',
    run: async (file) => {
      sharp.concurrency(1);
      await encodeAll(file, { effort: 2, chain: false });
    },
  },
  'encode from the 1920 px pixels, effort 2, sharp cache on': {
    about: 'libvips’ default operation cache (50 MB, 100 operations) instead of none',
    run: async (file) => {
      sharp.cache(true);
      await encodeAll(file, { effort: 2, chain: false });
    },
  },
};

async function encodeAll(file: string, { effort, chain }: { effort: number; chain: boolean }): Promise<void> {
  const first = await sharp(file).resize({ width: 1920 }).raw().toBuffer({ resolveWithObject: true });
  let source = first;
  for (const width of widths) {
    const raw = { raw: { width: source.info.width, height: source.info.height, channels: source.info.channels } };
    const resized = width === source.info.width ? source : await sharp(source.data, raw).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const at = { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } };
    await Promise.all([sharp(resized.data, at).avif({ ...avif, effort }).toBuffer(), sharp(resized.data, at).webp(webp).toBuffer()]);
    if (chain) source = resized;
  }
}

const { values } = parseArgs({ options: { lever: { type: 'string' }, file: { type: 'string' } }, strict: false });

if (values.lever && typeof values.file === 'string') {
  sharp.cache(false);
  const lever = levers[values.lever as string]!;
  const started = performance.now();
  await lever.run(values.file);
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms, maxRss: process.resourceUsage().maxRSS * 1024 }));
}

/** Runs every lever `runs` times, each in its own process, and prints every run. */
export async function measureLevers(jpeg: Buffer, runs = 3): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'film-site-levers-'));
  const file = join(dir, 'largest.jpg');
  writeFileSync(file, jpeg);
  try {
    console.log('levers, each alone in a fresh process (ms, peak RSS of that process):');
    for (const [name, { about }] of Object.entries(levers)) {
      const results: string[] = [];
      for (let run = 0; run < runs; run++) {
        const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--lever', name, '--file', file]);
        const { ms, maxRss } = JSON.parse(out.toString().trim().split('\n').at(-1)!) as { ms: number; maxRss: number };
        results.push(`${ms.toFixed(0)} ms / ${(maxRss / 1e6).toFixed(0)} MB (load ${loadavg()[0]!.toFixed(2)})`);
      }
      console.log(`  ${name}: ${results.join('; ')}\n    (${about})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
