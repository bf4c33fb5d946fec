import { absoluteUrl } from './absolute-url.ts';

/**
 * The part of the pages' structured data (JSON-LD) a meta function builds in the browser too:
 * the graph around what the server's loaders described (structured-data.server.ts) and the
 * breadcrumbs from a page's path. The describing itself stays on the server, out of the bundle.
 */
export type Thing = { '@type': string } & Record<string, unknown>;

/** The path from the home page to this one; the last step is the page itself. */
export function breadcrumbs(publicUrl: string, trail: ReadonlyArray<{ name: string; path: string }>): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(publicUrl, step.path),
    })),
  };
}

/** What one page's JSON-LD script holds. */
export function graph(things: ReadonlyArray<Thing | null | undefined>): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': things.filter((thing): thing is Thing => !!thing) };
}
