/**
 * `npm run bench:images`: one generated 24-megapixel JPEG (6000 × 4000) through the real image
 * pipeline (server/media/image-processor.ts, disk storage in a temporary folder), then a burst of
 * ten at once. Prints when each variant was stored, the total time, and the peak resident memory.
 * Results belong in docs/performance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createImageStore } from '#server/media/image-processor.ts';
import { createDiskStorage } from '#server/media/storage/disk-storage.ts';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'film-site-bench-images-'));
  try {
    const jpeg = await sharp({
      create: { width: 6000, height: 4000, channels: 3, background: '#6a7f99', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
    })
      .blur(2)
      .jpeg({ quality: 85 })
      .toBuffer();
    const storage = createDiskStorage(dir);
    let started = 0;
    const stored: { key: string; at: number; bytes: number }[] = [];
    const put = storage.put.bind(storage);
    storage.put = async (key, data, contentType) => {
      stored.push({ key, at: performance.now() - started, bytes: data.length });
      return put(key, data, contentType);
    };
    const images = createImageStore(storage);

    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const before = process.memoryUsage().rss;
    console.log(
      `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ` +
        `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`,
    );
    console.log(`input: 6000 × 4000 JPEG, ${mib(jpeg.length)}; RSS before ${mib(before)}`);

    started = performance.now();
    await images.save('photos', jpeg, 'any');
    const single = performance.now() - started;
    for (const s of stored) console.log(`  ${s.key.replace(/^.*\//, '').padEnd(12)} stored at ${s.at.toFixed(0).padStart(6)} ms  ${(s.bytes / 1024).toFixed(0).padStart(5)} KiB`);
    console.log(`one upload: ${single.toFixed(0)} ms, peak RSS ${mib(peak)}`);

    stored.length = 0;
    peak = process.memoryUsage().rss;
    started = performance.now();
    const done: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, () => images.save('photos', jpeg, 'any').then(() => done.push(performance.now() - started))),
    );
    const burst = performance.now() - started;
    clearInterval(sampler);
    const maxRss = process.resourceUsage().maxRSS * 1024;
    console.log(
      `burst of ten: all stored in ${(burst / 1000).toFixed(1)} s (first ${(done[0]! / 1000).toFixed(1)} s, ` +
        `${(burst / 10 / 1000).toFixed(1)} s per upload), peak RSS ${mib(peak)} (process max ${mib(maxRss)})`,
    );
    console.log(`load average at the end ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
