import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import { AdminRuntimeSlot } from '#web/features/admin/admin-runtime-slot.tsx';
import { lazyAdmin } from '#web/features/admin/lazy-admin.tsx';
import { SiteShell } from '#web/features/layout/site-shell.tsx';
import { ErrorView } from '#web/components/error-view.tsx';
import { appBootScript, replayPendingPress } from '#web/lib/deferred-app.ts';
import { useBootMarks } from '#web/lib/boot-marks.ts';
import { fallbackMeta } from '#web/lib/seo.ts';
import { themeBootScript } from '#web/lib/theme.ts';
import type { Route } from './+types/root.ts';
import serifLatin from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url';
import favicon from './assets/favicon-32.png?inline';
import './styles/fonts.css';
import './styles/global.css';
import { organization } from '#web/lib/structured-data.server.ts';

// Content-Security-Policy (server/http/security-headers.ts), in the browser only: Radix's scroll
// lock inserts a <style> that must carry the page's nonce, which get-nonce reads from this global.
if (typeof document !== 'undefined') {
  (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ =
    document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

export async function loader({ context }: Route.LoaderArgs) {
  // The locations menu and the company's details are content: the administrator changes them.
  const [locations, settings] = await Promise.all([context.content.locationLinks(), context.content.siteSettings()]);
  // The page's CSP nonce: the inline scripts below must carry it to run.
  return {
    year: new Date().getFullYear(),
    publicUrl: context.settings.publicUrl,
    nonce: context.cspNonce,
    settings,
    locations,
    // The company for search engines, on every page (pageMeta adds it to the page's graph).
    organizationLd: organization(settings, context.settings.publicUrl),
  };
}

/**
 * What the root loads changes only when the administrator writes, so navigations skip it; an
 * explicit revalidation (every admin write runs one, on the same address) refreshes it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  // PNG rather than the SVG it is drawn from (web/public/favicon.svg): Chrome builds a whole
  // SVG document for an SVG icon, a 15 ms main-thread task right after the first paint. Inline
  // (700 bytes): as a file, Chrome fetched it just before the first paint, and Lighthouse's
  // simulation then put it on the way to the largest paint of / in half the runs (docs/performance.md).
  { rel: 'icon', href: favicon, type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  // The face of the first paint's largest text (the slide titles, page headings, the wordmark),
  // the same hashed file web/styles/fonts.css names; the sans and the other subsets load when
  // the page uses them, shown meanwhile in their metric-matched fallbacks. (Preloading the sans
  // as well kept /Ukraine's summary from re-wrapping at 360 px on a good connection, but moved
  // Lighthouse's simulated first paint ahead of the page's own parse and layout: TBT over 100 ms
  // in 5 of 75 page-runs, 0 of 75 without; docs/performance.md.)
  { rel: 'preload', href: serifLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/** The title of the root's error view (a failed navigation); every route below sets its own. */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? fallbackMeta(isRouteErrorResponse(error) && error.status === 404 ? 'not found' : 'Something went wrong', matches) : [];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>('root')?.nonce;
  useBootMarks();
  // A button pressed while the scripts were on their way is pressed now (deferred-app.ts), on
  // the page and on the error view alike.
  useEffect(replayPendingPress, []);
  return (
    // The boot script sets data-theme before React hydrates, so <html> differs on purpose.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Runs once, from the server's HTML; the client build leaves the text out (SSR is a
            build-time constant) and hydration keeps what the server wrote. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeBootScript + appBootScript : '' }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function useYear(): number {
  const data = useRouteLoaderData<typeof loader>('root');
  return data?.year ?? new Date().getFullYear();
}

// The site settings editor in the footer: its own chunk, fetched only for a signed-in administrator.
const EditSiteSettings = lazyAdmin(() => import('#web/features/settings/admin/edit-site-settings.tsx').then((m) => m.EditSiteSettings));

export default function App() {
  return (
    <>
      <SiteShell year={useYear()} footerTools={<EditSiteSettings />}>
        <Outlet />
      </SiteShell>
      <AdminRuntimeSlot />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const year = useYear();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <SiteShell year={year}>
      <ErrorView
        title={notFound ? 'not found' : 'Something went wrong'}
        text={
          notFound ? 'The page you are looking for is not here.' : 'Please try again in a moment.'
        }
      />
    </SiteShell>
  );
}
