import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { deferredModuleType, deferredPreloadRel } from '#web/lib/deferred-app.ts';

/**
 * The page's HTML rewritten so that nothing but the HTML itself and the images in view stand
 * between a phone and the first paint (docs/performance.md, "Web pages"):
 *
 * - Stylesheets are inlined: each built `<link rel="stylesheet">` gets a `<style>` with the file's
 *   text before it and is itself `disabled`, so it is never fetched. The element stays because
 *   hydration expects it; React skips the extra <style> in <head>. On later client navigations
 *   React Router adds the next page's stylesheets as links, as usual.
 * - React Router's modulepreload links and module script are made inert, and started by the
 *   boot script of web/lib/deferred-app.ts after the load event and the first paint.
 */
export interface FirstPaintOptions {
  /** The CSP nonce of the response, for the inline <style> elements. */
  nonce?: string | undefined;
  /** The text of a built stylesheet by its URL path, or undefined to leave the link as it is. */
  stylesheet?: ((href: string) => string | undefined) | undefined;
}

/** React Router's module script: the one tag of the page with type="module". */
const moduleScript = /<script\b([^>]*)\btype="module"([^>]*)>/;
const modulePreload = /<link rel="modulepreload"/g;
const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

export function firstPaintHtml(html: string, { nonce, stylesheet }: FirstPaintOptions): string {
  return html
    .replace(stylesheetLink, (link) => {
      const href = link.match(/\bhref="([^"]+)"/)?.[1];
      const css = href && stylesheet?.(href);
      if (!css) return link;
      // A closing tag inside the CSS text would end the element early; built CSS has none.
      if (/<\/style/i.test(css)) return link;
      const style = `<style${nonce ? ` nonce="${nonce}"` : ''}>${css}</style>`;
      return style + link.replace(/\s*\/?>$/, ' disabled=""/>');
    })
    .replace(modulePreload, `<link rel="${deferredPreloadRel}"`)
    .replace(
      moduleScript,
      (_tag, before: string, after: string) =>
        `<script${before}type="${deferredModuleType}"${after}>`,
    );
}

/**
 * A pass-through for the page's HTML stream that holds text back only until React Router's
 * module script has opened (the shell, head included, is written in one tick, so nothing waits),
 * rewrites that part with firstPaintHtml, and streams everything after it untouched.
 */
export function firstPaintStream(options: FirstPaintOptions): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held += decoder.write(chunk);
      if (!moduleScript.test(held)) return callback();
      done = true;
      const out = firstPaintHtml(held, options);
      held = '';
      callback(null, out);
    },
    flush(callback) {
      const rest = held + decoder.end();
      callback(null, rest && firstPaintHtml(rest, options));
    },
  });
}
