/**
 * `npm run bench:images [-- --runs 3]`, or `-- --levers` for the levers alone: the largest photo the site accepts (a 19 MP JPEG
 * of camera noise at quality 95, about 19.5 MB, generated here) sent to the real server over HTTP.
 *
 * 1. One upload at a time (`--runs` times): seconds until the 201, i.e. stored with every variant.
 * 2. Five at once, while four clients keep reading `/api/slider`: each upload's answer, the
 *    server's peak resident memory (VmRSS of its process, sampled every 20 ms), the slider's
 *    latency percentiles, then the server's memory each second for a minute.
 * 3. With `--levers` instead: each lever of the pipeline measured alone on the same file
 *    (shrink-on-load, encoding each width from the previous one, AVIF effort, sharp's cache).
 *
 * Prints the load average before and after: other work on the machine shows in every figure.
 * Results belong in docs/performance.md, every run, not the best.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { glibcMallocSettings, signIn, spawnServer } from '#server/test/spawn-server.ts';
import { measureLevers } from './image-levers.ts';
import { commitLabel, loadAverages } from './run-context.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    levers: { type: 'boolean', default: false },
    /** The server without the glibc malloc settings `npm start` gives it (to measure them). */
    'glibc-defaults': { type: 'boolean', default: false },
    /** `--env NAME=value` (repeatable): passed to the server, e.g. VIPS_CONCURRENCY=1; `NAME=` leaves NAME out. */
    env: { type: 'string', multiple: true, default: [] },
  },
});
const serverEnv = {
  ...(values['glibc-defaults'] ? Object.fromEntries(Object.keys(glibcMallocSettings).map((name) => [name, ''])) : {}),
  ...Object.fromEntries(values.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
};
const runs = Number(values.runs);

/** Decimal megabytes, the unit of the targets (400 MB = 381 MiB). */
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A 5344 × 3563 frame of Gaussian noise (σ 80 around mid-grey): what a high-ISO sensor gives at quality 95. */
export async function largestAcceptedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 5344, height: 3563, channels: 3, background: '#6a7f99', noise: { type: 'gaussian', mean: 120, sigma: 80 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The server's resident memory, from /proc (Linux), in bytes. */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

async function upload(url: string, token: string, jpeg: Buffer, caption: string): Promise<{ status: number; ms: number; retryAfter: string | null }> {
  const form = new FormData();
  form.set('caption', caption);
  form.set('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bench.jpg');
  const started = performance.now();
  const res = await fetch(`${url}/api/photo/add`, { method: 'POST', headers: { 'x-access-token': token }, body: form });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after') };
}

async function main(): Promise<void> {
  const jpeg = await largestAcceptedJpeg();
  if (values.levers) {
    console.log(`load average at the start ${loadAverages()}`);
    await measureLevers(jpeg);
    console.log(`load average at the end ${loadAverages()}`);
    return;
  }
  const meta = await sharp(jpeg).metadata();
  console.log(
    `commit ${commitLabel()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips})`,
  );
  console.log(`input: ${meta.width} × ${meta.height} JPEG (${((meta.width * meta.height) / 1e6).toFixed(1)} MP), ${(jpeg.length / 1e6).toFixed(2)} MB`);
  console.log(`load average at the start ${loadAverages()}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'film-site-bench-images-'));
  const server = await spawnServer(dataDir, serverEnv, undefined, { built: true });
  const settings = Object.entries({ ...glibcMallocSettings, ...serverEnv }).filter(([, value]) => value !== '');
  console.log(`server environment: ${settings.map(([name, value]) => `${name}=${value}`).join(' ') || 'glibc defaults'}`);
  const pid = server.child.pid!;
  try {
    const token = await signIn(server.url);
    const small = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#345' } }).jpeg().toBuffer();
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.set('caption', `slide ${i}`);
      form.set('image', new Blob([small], { type: 'image/jpeg' }), 'slide.jpg');
      const res = await fetch(`${server.url}/api/slider/add`, { method: 'POST', headers: { 'x-access-token': token }, body: form });
      if (res.status !== 201) throw new Error(`slide upload failed: ${res.status} ${await res.text()}`);
    }

    console.log(`server RSS after start and three small slides: ${mb(rssOf(pid))}`);
    for (let run = 1; run <= runs; run++) {
      const result = await upload(server.url, token, jpeg, `single ${run}`);
      console.log(`one upload, run ${run}: ${result.status} in ${(result.ms / 1000).toFixed(2)} s (load ${loadAverages()}, RSS ${mb(rssOf(pid))})`);
    }

    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
    let reading = true;
    const sliderMs: number[] = [];
    const readers = Array.from({ length: 4 }, async () => {
      while (reading) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/slider`);
        await res.arrayBuffer();
        sliderMs.push(performance.now() - started);
      }
    });
    const started = performance.now();
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(server.url, token, jpeg, `burst ${i}`)));
    const burstMs = performance.now() - started;
    reading = false;
    await Promise.all(readers);
    clearInterval(sampler);
    sliderMs.sort((a, b) => a - b);
    console.log(
      `five at once: ${burst.map((b) => `${b.status}${b.retryAfter ? ` (Retry-After ${b.retryAfter})` : ''} at ${(b.ms / 1000).toFixed(1)} s`).join(', ')}; ` +
        `all answered in ${(burstMs / 1000).toFixed(1)} s`,
    );
    console.log(`  server RSS before ${mb(before)}, peak ${mb(peak)}`);
    console.log(
      `  /api/slider during the burst: ${sliderMs.length} requests, p50 ${percentile(sliderMs, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(sliderMs, 99).toFixed(0)} ms, max ${(sliderMs.at(-1) ?? 0).toFixed(0)} ms`,
    );
    const after: string[] = [];
    let under250: number | null = null;
    for (let second = 0; second <= 60; second++) {
      const rss = rssOf(pid);
      if (under250 === null && rss < 250 * 1e6) under250 = second;
      if (second % 10 === 0) after.push(`${second} s: ${mb(rss)}`);
      if (second < 60) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(`  server RSS after the burst: ${after.join(', ')}; under 250 MB ${under250 === null ? 'not within a minute' : `after ${under250} s`}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`load average at the end ${loadAverages()}`);
}

await main();
