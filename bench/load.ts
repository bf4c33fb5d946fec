/**
 * `npm run bench:load [-- --duration 60 --connections 32]`: starts the real server on loopback
 * with the demo content in a temporary DATA_DIR, then drives it with autocannon: 95% reads of
 * every public endpoint (and the pages and image files, when the site is built), 5% admin writes
 * (photo uploads, photo removals, about-us edits). Reports requests/s, latency percentiles and
 * errors, then checks that every acknowledged write is there and nothing else changed.
 * Results belong in docs/performance.md.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { pictureVariants } from '#shared/picture.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import { missingFiles, readSiteState, type SiteState } from '#server/test/site-state.ts';
import { repoRoot, signIn, spawnServer } from '#server/test/spawn-server.ts';

type Kind = 'read' | 'photo-add' | 'photo-remove' | 'about';
interface Pending {
  kind: Kind;
  caption?: string;
  id?: string;
  text?: string;
  started: number;
}

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '32' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

function multipart(fields: Record<string, string>, image: Buffer, boundary: string): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="bench.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** What must not change: every list except the bench's own photos and the about-us texts. */
function untouched(state: SiteState) {
  return {
    photos: state.photos.filter((p) => !p.caption.startsWith('bench-photo-')).map((p) => ({ ...p, date: undefined })),
    slides: state.slides,
    team: state.team,
    videos: state.videos.map((v) => ({ ...v, vimeo_response: undefined })),
    logos: state.logos,
    categories: state.categories,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'film-site-load-'));
  const built = existsSync(join(repoRoot, 'build', 'server', 'index.js'));
  console.log(`Starting the server with demo content in ${dataDir}${built ? '' : ' (no web build: pages are not measured; run npm run build first)'}`);
  const server = await spawnServer(dataDir, { DEMO_CONTENT: 'on' }, 600_000, { built: true });
  try {
    const base = server.url;
    const token = await signIn(base);
    const before = await readSiteState(base);
    const video = before.videos[0]?._id;
    const photo = before.photos[0];
    const category = (await (await fetch(`${base}/api/gallery_category/all/photo`)).json()) as Array<{ _id: string }>;
    const reads = [
      '/api/health',
      '/api/slider',
      '/api/gallery/all/gallery',
      '/api/gallery/all/gallery?page=2',
      '/api/gallery/gallery-all',
      ...(video ? [`/api/gallery/${video}`] : []),
      '/api/gallery_category/all/gallery',
      '/api/gallery_category/all/photo',
      '/api/photo',
      '/api/photo?page=2',
      ...(category[0] ? [`/api/photo?category=${category[0]._id}`] : []),
      '/api/team',
      '/api/logo/',
      '/api/about_us',
      ...(photo ? [photo.image, pictureVariants(photo.picture)[0]?.url ?? photo.image] : []),
      ...(before.logos[0] ? [`/logos/${before.logos[0]}`] : []),
      ...(built ? ['/', '/videos', '/gallery', '/team', '/contacts', '/Ukraine', ...(video ? [`/videos/watch/${video}`] : [])] : []),
    ];
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#5a7' } }).jpeg().toBuffer();

    let sequence = 0;
    const acknowledged = { added: new Set<string>(), removed: new Set<string>(), about: new Set<string>() };
    const sentAbout = new Set<string>();
    const removable: string[] = [];
    /** Captions of the bench photos seen in listings, by id: what a removal took away. */
    const captionOf = new Map<string, string>();
    const removing = new Set<string>();
    const writeLatency: number[] = [];
    const byKind: Record<string, Record<string, number>> = {};

    const result = await autocannon({
      url: base,
      connections,
      duration,
      timeout: 20,
      requests: [
        {
          setupRequest: (request, context) => {
            const ctx = context as { pending?: Pending };
            const n = (sequence += 1);
            const roll = Math.random();
            if (roll >= 0.05) {
              ctx.pending = { kind: 'read', started: Date.now() };
              return { ...request, method: 'GET', path: reads[n % reads.length], headers: {}, body: undefined };
            }
            const headers: Record<string, string> = { 'x-access-token': token };
            const id = roll < 0.01 ? removable.shift() : undefined;
            if (id) {
              removing.add(id);
              ctx.pending = { kind: 'photo-remove', id, started: Date.now() };
              return { ...request, method: 'GET', path: `/api/photo/remove/${id}`, headers, body: undefined };
            }
            if (roll < 0.035) {
              const caption = `bench-photo-${n}`;
              const boundary = `----bench${n}`;
              ctx.pending = { kind: 'photo-add', caption, started: Date.now() };
              return {
                ...request,
                method: 'POST',
                path: '/api/photo/add',
                headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
                body: multipart({ caption, text: 'Load test' }, image, boundary),
              };
            }
            const text = `Load test edit ${n}`;
            sentAbout.add(text);
            ctx.pending = { kind: 'about', text, started: Date.now() };
            return {
              ...request,
              method: 'POST',
              path: '/api/about_us/update',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ text, text_extra: 'Kyiv, Tbilisi, Almaty' }),
            };
          },
          onResponse: (status, body, context) => {
            const pending = (context as { pending?: Pending }).pending;
            if (!pending) return;
            const table = (byKind[pending.kind] ??= {});
            table[status] = (table[status] ?? 0) + 1;
            if (pending.kind !== 'read') writeLatency.push(Date.now() - pending.started);
            if (pending.kind === 'photo-add' && status === 201 && pending.caption) acknowledged.added.add(pending.caption);
            if (pending.kind === 'photo-remove' && status === 200 && pending.id) acknowledged.removed.add(pending.id);
            if (pending.kind === 'about' && status === 200 && pending.text) acknowledged.about.add(pending.text);
            // The first photo page tells which bench photos exist, for removals to pick from.
            if (pending.kind === 'read' && status === 200 && body.startsWith('{"data":[')) {
              try {
                const page = JSON.parse(body) as PhotoPage;
                for (const p of page.data) {
                  if (!p.caption.startsWith('bench-photo-') || captionOf.has(p._id)) continue;
                  captionOf.set(p._id, p.caption);
                  removable.push(p._id);
                }
              } catch {
                // Not a photo page.
              }
            }
          },
        },
      ],
    });

    const after = await readSiteState(base);
    const ids = new Set(after.photos.map((p) => p._id));
    const captions = new Set(after.photos.map((p) => p.caption));
    // A removal sent (acknowledged or not) may have taken its photo; every other acknowledged add must be there.
    const targeted = new Set([...removing].map((id) => captionOf.get(id)));
    const lost = [...acknowledged.added].filter((c) => !captions.has(c) && !targeted.has(c));
    const resurrected = [...acknowledged.removed].filter((id) => ids.has(id));
    const about = (after.aboutUs as Array<{ text: string }>)[0]?.text ?? '';
    const unexplained = after.photos.filter((p) => p.caption.startsWith('bench-photo-') && !acknowledged.added.has(p.caption));
    const problems: string[] = [];
    if (lost.length > 0) problems.push(`acknowledged photos missing: ${lost.slice(0, 5).join(', ')}`);
    if (resurrected.length > 0) problems.push(`removed photos are back: ${resurrected.slice(0, 5).join(', ')}`);
    if (sentAbout.size > 0 && !sentAbout.has(about)) problems.push(`about-us text "${about}" was never sent`);
    if (JSON.stringify(untouched(after)) !== JSON.stringify(untouched(before))) problems.push('content the bench never wrote has changed');
    const missing = missingFiles(after, join(dataDir, 'media'));
    if (missing.length > 0) problems.push(`rows without files: ${missing.slice(0, 5).join(', ')}`);

    writeLatency.sort((a, b) => a - b);
    const report = {
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
      durationSeconds: duration,
      connections,
      pagesMeasured: built,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      writeLatencyMs: { p50: percentile(writeLatency, 50), p99: percentile(writeLatency, 99) },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusByKind: byKind,
      acknowledgedWrites: { photoAdds: acknowledged.added.size, photoRemovals: acknowledged.removed.size, aboutEdits: acknowledged.about.size },
      unacknowledgedPhotosPresent: unexplained.length,
      verified: problems.length === 0,
      problems,
    };
    console.log(JSON.stringify(report, null, 2));
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
