import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The small modules every visitor page runs, in one chunk: left to the bundler they made six
 * chunks of one or two kilobytes, each a request with its own headers on a first visit (bench:web).
 * Only modules visitors need belong here: admin code stays in its lazy chunks. React DOM's small
 * public module (createPortal, flushSync) is here too: shared by the entry and admin chunks, it
 * was otherwise merged into a chunk with the admin's button spinner, whose stylesheet (the
 * admin modals') then came with every visitor page.
 */
const siteModules =
  /\/(web\/lib\/(backroute|chrome|css-vars|cx|deferred-app|location-links|modal-open|seo|session|site|site-settings|structured-data|theme|token-claims|use-media-query|use-scrolled|use-started|use-theme)\.ts|web\/components\/(error-view|icons|page-header|picture|spinner)\.tsx|web\/features\/admin\/lazy-admin\.tsx|shared\/limits\.ts)$/;
/** React DOM's public module, CommonJS files (an id may end in a plugin's `?…` suffix). */
const reactDomPublic = /\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js(\?|$)/;

/**
 * The 404 route's few lines ride in the site chunk: merged for their small size, they shared a
 * chunk with the admin pages' frame and sign-in prompt, which a visitor on a mistyped
 * multi-segment address then downloaded.
 */
const notFoundRoute = /\/web\/routes\/not-found\.tsx(\?|$)/;

// The "#shared/*" and "#web/*" aliases come from package.json "imports", which Vite resolves
// natively, so no resolve.alias is needed here.
export default defineConfig({
  // The React Router plugin builds the app; Vitest only runs plain modules and must not load it.
  plugins: [!process.env.VITEST && reactRouter()],
  // Static files of the app (favicon); generated images go to build/client, never here.
  publicDir: 'web/public',
  build: {
    target: 'es2022',
    // Fonts stay files even when tiny (Manrope's Cyrillic extension is 2.5 KB): as a data URL
    // it would ride inside the inlined first-paint CSS of every page, used or not.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // SOURCEMAP=1 for looking into what a chunk holds; never shipped.
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // Rolldown (Vite 8) has no counterpart of Rollup's experimentalMinChunkSize, which merged
        // small shared chunks into their neighbours: a visitor page loads one or two more small
        // files than with Vite 7, one of them Rolldown's helpers (0.7 KB). Lighthouse showed no
        // difference, and the build takes half the time (docs/performance.md, "Vite 8").
        codeSplitting: {
          groups: [
            {
              name: 'site',
              test: (id) =>
                siteModules.test(id) || reactDomPublic.test(id) || notFoundRoute.test(id),
            },
          ],
        },
      },
    },
  },
});
