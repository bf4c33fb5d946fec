import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { deferredModuleType, deferredPreloadRel } from '#web/lib/deferred-app.ts';

/** React Router's module script: the one tag of the page with type="module". */
const moduleScript = /<script\b([^>]*)\btype="module"([^>]*)>/;
const modulePreload = /<link rel="modulepreload"/g;

/** The HTML with the app's modulepreload links and module script made inert (web/lib/deferred-app.ts). */
export function deferAppScripts(html: string): string {
  return html
    .replace(modulePreload, `<link rel="${deferredPreloadRel}"`)
    .replace(moduleScript, (_tag, before: string, after: string) => `<script${before}type="${deferredModuleType}"${after}>`);
}

/**
 * A pass-through for the page's HTML stream that holds text back only until React Router's
 * module script has opened (all of it is written in the same tick as the shell, so nothing waits),
 * rewrites that part with deferAppScripts, and streams everything after it untouched.
 */
export function deferAppScriptsStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held += decoder.write(chunk);
      if (!moduleScript.test(held)) return callback();
      done = true;
      const out = deferAppScripts(held);
      held = '';
      callback(null, out);
    },
    flush(callback) {
      const rest = held + decoder.end();
      callback(null, rest && deferAppScripts(rest));
    },
  });
}
