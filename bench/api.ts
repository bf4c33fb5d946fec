/**
 * `npm run bench:api [-- --duration 10 --connections 50]`: how much the framework, the public
 * read cache and compression cost or save, against minimal servers doing the same work.
 *
 * Seeds a temporary DATA_DIR (SQLite, disk storage) with 200 videos in 4 categories through the
 * services (no images, no oEmbed), starts the app in this process on a free port, and beside it
 * a bare node:http + better-sqlite3 server answering GET /api/gallery/all/gallery?page=1 with the
 * same JSON (checked before measuring) and a bare node:http static server for one image. Then
 * autocannon, in a worker thread, drives each for `duration` seconds: the page of videos against
 * both (identity and brotli), the other public reads against the app, and /media/<file> against
 * both. Prints requests/s, p99 and ratios, and stops everything it started.
 * Results belong in docs/performance.md.
 */
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { limits } from '#shared/limits.ts';
import { buildApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { compressOptions } from '#server/http/compression.ts';
import { createStorage } from '#server/media/storage/create-storage.ts';
import { createVimeoClient } from '#server/modules/videos/vimeo-client.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const galleryPath = '/api/gallery/all/gallery?page=1';

interface Row {
  id: string;
  url: string;
  caption: string;
  category_id: string | null;
  category_caption: string | null;
  director: string;
  pop: string;
  production: string;
  created_at: string;
}

/** The page of videos as a hand-written server would answer it: three queries and JSON.stringify. */
function referenceApi(sqlitePath: string): Server {
  const db = new Database(sqlitePath, { readonly: true });
  const size = limits.videosPageSize;
  const page = db.prepare<[number, number], Row>(
    `select v.id, v.url, v.caption, v.category_id, c.caption as category_caption, v.director, v.pop,
       v.production, v.created_at
     from videos v left join categories c on c.id = v.category_id
     order by v.position asc, v.id desc limit ? offset ?`,
  );
  const count = db.prepare<[], { n: number }>('select count(*) as n from videos');
  const categories = db.prepare<[], { id: string; caption: string; type: string; count: number }>(
    `select c.id, c.caption, c.type, (select count(*) from videos i where i.category_id = c.id) as count
     from categories c where c.type = 'gallery' order by c.id asc`,
  );
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/api/gallery/all/gallery') {
      res.writeHead(404).end();
      return;
    }
    const n = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const body = JSON.stringify({
      videos: page.all(size, (n - 1) * size).map((r) => ({
        _id: r.id,
        url: r.url,
        caption: r.caption,
        category: r.category_id && r.category_caption !== null ? { _id: r.category_id, caption: r.category_caption } : null,
        director: r.director,
        pop: r.pop,
        production: r.production,
        image: null,
        imageId: null,
        picture: null,
        customImage: false,
        vimeo_response: null,
        type: 'gallery',
        date: r.created_at,
      })),
      categories: categories.all().map((c) => ({ _id: c.id, caption: c.caption, type: c.type, count_items: c.count })),
      totalPages: Math.ceil((count.get()?.n ?? 0) / size),
    });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.on('close', () => db.close());
  return server;
}

/** One file, as a hand-written static server would send it. */
function referenceStatic(file: string): Server {
  return createServer((_req, res) => {
    const { size } = statSync(file);
    res.writeHead(200, { 'content-type': 'image/webp', 'content-length': size, 'cache-control': 'public, max-age=31536000, immutable' });
    createReadStream(file).pipe(res);
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Measured {
  label: string;
  rps: number;
  p99: number;
  errors: number;
  bytes: number;
}

async function measure(label: string, url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({ url, connections, duration, headers, workers: 1 });
  const errors = result.errors + result.timeouts + result.non2xx;
  const m = {
    label,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
  console.log(`${label.padEnd(58)} ${String(m.rps).padStart(6)} req/s  p99 ${String(m.p99).padStart(4)} ms  ${String(m.bytes).padStart(6)} B/resp  errors ${m.errors}`);
  return m;
}

function time(label: string, work: () => unknown, runs = 2000): void {
  work();
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) work();
  console.log(`${label.padEnd(58)} ${(((performance.now() - started) / runs) * 1000).toFixed(0)} µs each`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'film-site-bench-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    DEMO_CONTENT: 'off',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-123',
    VIMEO_OEMBED_URL: 'http://127.0.0.1:9/api/oembed.json',
  });
  const db = await openDatabase({ databaseUrl: undefined, sqlitePath: config.sqlitePath, poolSize: 4 });
  const media = createStorage(config);
  const app = await buildApp({
    config,
    db,
    storage: media.storage,
    vimeo: createVimeoClient(config.vimeoOembedUrl, 1000),
    webBuildDir: join(dataDir, 'no-web-build'),
  });
  const servers: Server[] = [];
  try {
    await bootstrap(app, config);
    const { categories, videos } = app.services;
    const gallery = [];
    for (const caption of ['Documentaries', 'Commercials', 'Music videos', 'Short films'])
      gallery.push(await categories.add({ caption, type: 'gallery' }));
    await categories.add({ caption: 'Behind the scenes', type: 'photo' });
    for (let i = 0; i < 200; i += 1)
      await videos.add(
        {
          url: `https://vimeo.com/${76979871 + i}`,
          caption: `Bench video number ${i}`,
          category: gallery[i % gallery.length]!._id,
          director: 'A Director',
          pop: 'A Producer',
          alt: '',
          production: 'A Production Company',
          type: 'gallery',
        },
        null,
        { fetchMetadata: false },
      );
    const imageDir = join(config.mediaDir, 'photos');
    mkdirSync(imageDir, { recursive: true });
    const imageFile = join(imageDir, 'bench.webp');
    const noise = Buffer.from(Array.from({ length: 1280 * 720 * 3 }, (_, i) => (i * 2654435761) % 256));
    writeFileSync(imageFile, await sharp(noise, { raw: { width: 1280, height: 720, channels: 3 } }).blur(2).webp({ quality: 75 }).toBuffer());

    await app.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const api = referenceApi(config.sqlitePath);
    const files = referenceStatic(imageFile);
    servers.push(api, files);
    const apiUrl = `http://127.0.0.1:${await listen(api)}`;
    const filesUrl = `http://127.0.0.1:${await listen(files)}`;

    const ours = await (await fetch(appUrl + galleryPath)).text();
    const theirs = await (await fetch(apiUrl + galleryPath)).text();
    if (!isDeepStrictEqual(JSON.parse(ours), JSON.parse(theirs)))
      throw new Error(`the reference server's answer differs from the app's:\n${ours.slice(0, 400)}\n${theirs.slice(0, 400)}`);

    const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
    console.log(
      `Node ${process.version}, ${connections} connections, ${duration} s each, load average ${load()}; ` +
        `page of videos: ${Buffer.byteLength(ours)} B JSON`,
    );
    const body = Buffer.from(ours);
    const br = compressOptions.brotliOptions?.params ?? {};
    time('cost: brotli q4 of the page of videos', () => brotliCompressSync(body, { params: br }));
    time('cost: gzip 6 of the page of videos', () => gzipSync(body, { level: 6 }));
    console.log(
      `${'size: identity / br q4 / gzip 6'.padEnd(58)} ${body.length} / ${brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length} / ${gzipSync(body, { level: 6 }).length} B`,
    );

    const rows: Measured[] = [];
    const galleryApp = await measure(`app  ${galleryPath}`, appUrl + galleryPath);
    const galleryRef = await measure(`bare ${galleryPath}`, apiUrl + galleryPath);
    const galleryBr = await measure(`app  ${galleryPath} (br)`, appUrl + galleryPath, { 'accept-encoding': 'br' });
    rows.push(galleryApp, galleryRef, galleryBr);
    for (const path of ['/api/slider', '/api/photo?page=1', '/api/team', '/api/gallery_category/all/gallery'])
      rows.push(await measure(`app  ${path}`, appUrl + path));
    const mediaApp = await measure('app  /media/photos/bench.webp', `${appUrl}/media/photos/bench.webp`);
    const mediaRef = await measure('bare /media/photos/bench.webp', `${filesUrl}/media/photos/bench.webp`);
    rows.push(mediaApp, mediaRef);

    const ratio = (a: Measured, b: Measured) => `${(a.rps / b.rps).toFixed(2)}× the req/s, p99 ${a.p99} vs ${b.p99} ms`;
    console.log(`\npage of videos, app / bare:        ${ratio(galleryApp, galleryRef)}`);
    console.log(`page of videos, app br / identity: ${ratio(galleryBr, galleryApp)}`);
    console.log(`image file, app / bare:            ${ratio(mediaApp, mediaRef)}`);
    console.log(`load average at the end: ${load()}`);
    if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    await app.close();
    media.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
