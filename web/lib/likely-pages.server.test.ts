import { describe, expect, it } from 'vitest';
import { likelyPages } from './likely-pages.server.ts';

const locations = ['Ukraine', 'Georgia', 'Kazakhstan'].map((name) => ({ name, path: `/${name}` }));
const first = (segment: string) => likelyPages(segment, locations)[0]?.path;

describe('likelyPages', () => {
  it('offers the page a common typo or another site’s address meant', () => {
    expect(['contact', 'Contact-Us', 'kontakty', 'contcts'].map(first)).toEqual(['/contacts', '/contacts', '/contacts', '/contacts']);
    expect(['about', 'about-us', 'teem', 'company'].map(first)).toEqual(['/team', '/team', '/team', '/team']);
    expect(['news', 'portfolio', 'video'].map(first)).toEqual(['/videos', '/videos', '/videos']);
    expect(['galery', 'photos'].map(first)).toEqual(['/gallery', '/gallery']);
  });

  it('finds a location by a near spelling of its name, in any letter case', () => {
    expect(['ukrain', 'GEORGIA', 'Kazahstan'].map(first)).toEqual(['/Ukraine', '/Georgia', '/Kazakhstan']);
  });

  it('offers nothing for an address near no page', () => {
    expect(likelyPages('Narnia', locations)).toEqual([]);
    expect(likelyPages('', locations)).toEqual([]);
  });
});
