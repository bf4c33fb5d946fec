/**
 * The bare servers bench:api measures the app against, run as a process of their own (`startBare`):
 * in the bench's process, beside autocannon's worker and the bench's own timers, the bare file
 * server's req/s moved by half between runs on one machine (9.9 k, then 4.7–5.2 k, 2026-11-28),
 * while the app, a child process, did not. A child started like the app (its V8 flags, its malloc
 * settings) makes the two sides of each ratio alike.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { limits } from '#shared/limits.ts';
import { glibcMallocSettings, repoRoot, serverNodeFlags } from '#server/test/spawn-server.ts';

/** What the child needs: the app's database, the file to send and the app's answer to repeat. */
export interface BareInput {
  sqlitePath: string;
  imageFile: string;
  constantFile: string;
  constantType: string;
}

/** Where each bare server listens. */
export interface BarePorts {
  api: number;
  constant: number;
  files: number;
}

export interface RunningBare {
  urls: { api: string; constant: string; files: string };
  pid: number | undefined;
  stop(): Promise<void>;
}

interface Row {
  id: string;
  url: string;
  caption: string;
  category_id: string | null;
  category_caption: string | null;
  director: string;
  pop: string;
  production: string;
  alt: string;
  created_at: string;
}

/** The page of videos as a hand-written server would answer it: three queries and JSON.stringify. */
function referenceApi(sqlitePath: string): Server {
  const db = new Database(sqlitePath, { readonly: true });
  const size = limits.videosPageSize;
  const page = db.prepare<[number, number], Row>(
    `select v.id, v.url, v.caption, v.category_id, c.caption as category_caption, v.director, v.pop,
       v.production, v.alt, v.created_at
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
        category:
          r.category_id && r.category_caption !== null
            ? { _id: r.category_id, caption: r.category_caption }
            : null,
        director: r.director,
        pop: r.pop,
        production: r.production,
        image: null,
        imageId: null,
        picture: null,
        customImage: false,
        alt: r.alt,
        vimeo_response: null,
        type: 'gallery',
        date: r.created_at,
      })),
      categories: categories
        .all()
        .map((c) => ({ _id: c.id, caption: c.caption, type: c.type, count_items: c.count })),
      totalPages: Math.ceil((count.get()?.n ?? 0) / size),
    });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  server.on('close', () => db.close());
  return server;
}

/** One file, as a hand-written static server would send it. */
function referenceStatic(file: string): Server {
  return createServer((_req, res) => {
    const { size } = statSync(file);
    res.writeHead(200, {
      'content-type': 'image/webp',
      'content-length': size,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(res);
  });
}

/** The ceiling: the same bytes as the app's answer, from memory, with no work at all. */
function constantServer(body: Buffer, contentType: string): Server {
  return createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** In the child: starts the three servers and tells the parent their ports. */
async function serve(input: BareInput): Promise<void> {
  const ports: BarePorts = {
    api: await listen(referenceApi(input.sqlitePath)),
    constant: await listen(constantServer(readFileSync(input.constantFile), input.constantType)),
    files: await listen(referenceStatic(input.imageFile)),
  };
  process.send?.(ports);
  // The parent's end is this process's end: an orphan would keep its ports and the database open.
  process.on('disconnect', () => process.exit(0));
}

/** In the bench: forks this module with the app's V8 flags and malloc settings, and waits for its ports. */
export async function startBare(input: BareInput): Promise<RunningBare> {
  const child: ChildProcess = fork(import.meta.filename, [JSON.stringify(input)], {
    cwd: repoRoot,
    execArgv: [...serverNodeFlags, '--import', 'tsx'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      ...glibcMallocSettings,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ports = await new Promise<BarePorts>((resolve, reject) => {
    child.once('message', (message) => resolve(message as BarePorts));
    child.once('exit', (code) =>
      reject(new Error(`the bare servers exited with ${code} before listening`)),
    );
  });
  const at = (port: number) => `http://127.0.0.1:${port}`;
  return {
    urls: { api: at(ports.api), constant: at(ports.constant), files: at(ports.files) },
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === import.meta.filename)
  await serve(JSON.parse(process.argv[2] ?? '{}') as BareInput);
