import { describe, expect, it } from 'vitest';
import { loginHref, returnPath } from './return-to.ts';

describe('the page /login returns to', () => {
  it('is the admin page the sign-in was asked from, query kept', () => {
    expect(
      returnPath(new URL(loginHref('/admin/activity?user=a%40b.c&kind=photo'), 'http://x').search),
    ).toBe('/admin/activity?user=a%40b.c&kind=photo');
    expect(loginHref('/')).toBe('/login');
  });

  it('is the home page without one, or for anything that is not a path of this site', () => {
    for (const search of [
      '',
      '?next=',
      '?next=admin',
      '?next=//evil.example/x',
      '?next=/\\evil.example',
      '?next=https://evil.example/',
      '?next=%2F%2Fevil.example',
    ]) {
      expect(returnPath(search), search).toBe('/');
    }
  });
});
