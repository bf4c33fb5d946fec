/**
 * `npm run bench:web [-- --runs 3 --reports DIR]`: Lighthouse (mobile profile, simulated
 * throttling, all four categories) through the system Chromium on /, /videos, /gallery, /team
 * and /Ukraine of the built site with the demo content, and on a static HTML page showing the
 * same hero <picture> as / (the reference for the LCP ratio), in the same run.
 *
 * Starts the built server (`npm run build` first if there is none) on a free port with a
 * temporary DATA_DIR (demo content is seeded on first start), serves the reference page from a
 * bare node:http server that reads the same media files, runs every page `runs` times in turn
 * and prints the medians, the JavaScript a first visit to / downloads, whether any admin chunk
 * was fetched, and every audit that did not pass. Stops everything it started.
 * Results belong in docs/performance.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { adminChunkName, chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, reports: { type: 'string' } },
});
const runs = Number(values.runs);
const pages = ['/', '/videos', '/gallery', '/team', '/Ukraine'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The first <picture> of / whose <img> has fetchpriority high: the hero Lighthouse should find as LCP. */
function heroPicture(html: string): string {
  for (const match of html.matchAll(/<picture[\s\S]*?<\/picture>/g)) {
    if (/fetchPriority="high"/i.test(match[0])) return match[0];
  }
  throw new Error('no <picture> with fetchpriority high on /');
}

/** A page with nothing but the hero, laid out as the home slider lays it out: full viewport, cover. */
function referencePage(picture: string): string {
  const html = picture
    .replace(/ class="[^"]*"/g, '')
    .replace(/fetchPriority=/g, 'fetchpriority=')
    .replace(/srcSet=/g, 'srcset=')
    .replace(/&quot;/g, "'");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference: static hero</title><meta name="description" content="Static page with the home hero, for comparison.">
<style>html,body{margin:0;height:100%;background:#111}picture,img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;background-size:cover}</style>
</head><body><main>${html}</main></body></html>`;
}

const contentTypes: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };

function referenceServer(html: string, mediaDir: string): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html);
      return;
    }
    const file = normalize(join(mediaDir, decodeURIComponent(path.replace(/^\/media\//, ''))));
    if (!path.startsWith('/media/') || !file.startsWith(mediaDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(res);
  });
}

interface Measure {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  scriptBytes: number;
  scripts: string[];
  failed: string[];
}

function measure(lhr: Result): Measure {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = details?.type === 'table' ? (details.items as { url: string; resourceType?: string; transferSize?: number }[]) : [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'))
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scripts: scripts.map((r) => r.url),
    failed,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main(): Promise<void> {
  if (!existsSync('build/server/index.js')) {
    console.log('No site build found: running npm run build first…');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'film-site-bench-web-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, NODE_ENV: 'production', LOG_LEVEL: 'warn',
      // Vimeo is unreachable here; a closed port fails at once instead of waiting on DNS.
      VIMEO_OEMBED_URL: process.env.VIMEO_OEMBED_URL ?? 'http://127.0.0.1:9/api/oembed.json' },
  });
  let reference: Server | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(`${origin}/api/health`, server, 180);
    const hero = heroPicture(await (await fetch(`${origin}/`)).text());
    reference = referenceServer(referencePage(hero), join(dataDir, 'media'));
    const referencePort = await freePort();
    await new Promise<void>((resolve) => reference!.listen(referencePort, '127.0.0.1', resolve));
    const targets = [{ name: 'static reference', url: `http://localhost:${referencePort}/` }, ...pages.map((p) => ({ name: p, url: origin + p }))];

    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
        `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`,
    );
    const results = new Map<string, Measure[]>(targets.map((t) => [t.name, []]));
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        const result = await lighthouse(target.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
        if (result.lhr.runtimeError) throw new Error(`${target.url}: ${result.lhr.runtimeError.message}`);
        results.get(target.name)!.push(measure(result.lhr));
        if (values.reports) {
          mkdirSync(values.reports, { recursive: true });
          const file = `${target.name === 'static reference' ? 'reference' : target.name.replace(/\W+/g, '') || 'home'}-${run}.json`;
          writeFileSync(join(values.reports, file), JSON.stringify(result.lhr));
        }
        process.stdout.write('.');
      }
    }
    console.log(`\nmedians of ${runs} run(s):\n`);
    console.log('| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | CLS | TBT | JS (transfer) |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, ms] of results) {
      const m = (f: (x: Measure) => number) => median(ms.map(f));
      console.log(
        `| ${name} | ${m((x) => x.scores.performance)} | ${m((x) => x.scores.accessibility)} | ${m((x) => x.scores['best-practices'])} | ` +
          `${m((x) => x.scores.seo)} | ${(m((x) => x.fcp) / 1000).toFixed(2)} s | ${(m((x) => x.lcp) / 1000).toFixed(2)} s | ` +
          `${m((x) => x.cls).toFixed(3)} | ${m((x) => x.tbt).toFixed(0)} ms | ${(m((x) => x.scriptBytes) / 1024).toFixed(1)} KiB |`,
      );
    }
    const lcp = (name: string) => median(results.get(name)!.map((x) => x.lcp));
    console.log(`\nLCP of / ÷ LCP of the static reference: ${(lcp('/') / lcp('static reference')).toFixed(2)} (target ≤ 1.2)`);
    const admin = [...results.values()].flat().flatMap((x) => x.scripts).filter((url) => adminChunkName.test(url));
    console.log(`admin chunks fetched by a visitor: ${admin.length ? [...new Set(admin)].join(', ') : 'none'}`);
    for (const [name, ms] of results) {
      const failed = [...new Set(ms.flatMap((x) => x.failed))];
      if (failed.length) console.log(`${name}: not passed: ${failed.join(', ')}`);
    }
  } finally {
    chrome?.kill();
    reference?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
