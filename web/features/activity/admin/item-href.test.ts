import { describe, expect, it } from 'vitest';
import { itemHref } from './item-href.ts';

const id = '6b0bf764005d7a2c2e2d1d6a';

describe('itemHref', () => {
  it('leads to the page of an added, edited or restored item', () => {
    expect(itemHref({ action: 'add', kind: 'photo', itemId: id, caption: '' })).toBe(
      `/gallery/${id}`,
    );
    expect(itemHref({ action: 'update', kind: 'video', itemId: id, caption: 'Arrival' })).toBe(
      `/videos/watch/${id}`,
    );
    expect(itemHref({ action: 'restore', kind: 'member', itemId: id, caption: 'Olena' })).toBe(
      '/team#team',
    );
    expect(
      itemHref({ action: 'update', kind: 'location', itemId: id, caption: 'South Korea' }),
    ).toBe('/South%20Korea');
    // An order names the list it arranged.
    expect(
      itemHref({ action: 'order', kind: 'partner', itemId: null, caption: 'Partners order' }),
    ).toBe('/team#work-with');
    expect(
      itemHref({ action: 'order', kind: 'photo', itemId: null, caption: 'Gallery order' }),
    ).toBe('/gallery');
  });

  it('has no link for an item that left the site, or one whose page the record cannot name', () => {
    expect(itemHref({ action: 'remove', kind: 'photo', itemId: id, caption: '' })).toBeNull();
    expect(itemHref({ action: 'purge', kind: 'video', itemId: id, caption: 'Arrival' })).toBeNull();
    expect(itemHref({ action: 'add', kind: 'category', itemId: id, caption: 'Stills' })).toBeNull();
    expect(
      itemHref({ action: 'add', kind: 'location image', itemId: id, caption: 'Georgia: Tbilisi' }),
    ).toBeNull();
    expect(itemHref({ action: 'sign-in', kind: null, itemId: null, caption: '' })).toBeNull();
  });
});
