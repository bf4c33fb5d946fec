import type { LocationLink } from '#shared/schemas/location.ts';

/** A page to offer: its name and address (the shape of a location's link). */
type PageLink = LocationLink;

/**
 * The pages of the site with the words visitors type for them (common typos like `/contact`,
 * `/about`, `/news` come from other sites' addresses). A location is found by its own name.
 */
const pages: ReadonlyArray<PageLink & { words: string[] }> = [
  { name: 'Contacts', path: '/contacts', words: ['contacts', 'contact', 'contact-us', 'contactus', 'kontakt', 'kontakty', 'offices', 'office', 'address'] },
  { name: 'Team', path: '/team', words: ['team', 'about', 'about-us', 'aboutus', 'company', 'people', 'crew', 'partners', 'us'] },
  { name: 'Work', path: '/videos', words: ['videos', 'video', 'work', 'works', 'portfolio', 'films', 'showreel', 'reel', 'projects', 'news'] },
  { name: 'Gallery', path: '/gallery', words: ['gallery', 'photos', 'photo', 'stills', 'pictures'] },
];

/** Edits (insert, delete, change, swap two neighbours) between two words. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** How far a typed word may be from a page's word and still mean it: a third of the word, at least one edit. */
const close = (typed: string, word: string) => distance(typed, word) <= Math.max(1, Math.floor(word.length / 3));

/**
 * The pages a visitor who typed `segment` (one path segment, decoded) most likely wanted, best
 * first: exact words before near ones. Empty when nothing is close.
 */
export function likelyPages(segment: string, locations: readonly LocationLink[]): PageLink[] {
  const typed = segment.trim().toLowerCase();
  if (!typed) return [];
  const candidates = [...pages, ...locations.map((l) => ({ name: l.name, path: l.path, words: [l.name.toLowerCase()] }))];
  return candidates
    .map((page) => ({ page, score: Math.min(...page.words.map((word) => (close(typed, word) ? distance(typed, word) : Infinity))) }))
    .filter(({ score }) => score !== Infinity)
    .sort((a, b) => a.score - b.score)
    .map(({ page }) => ({ name: page.name, path: page.path }));
}
