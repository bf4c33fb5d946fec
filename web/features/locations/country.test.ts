import { describe, expect, it } from 'vitest';
import { lastSegment, parseCountry } from './country.ts';

describe('parseCountry', () => {
  it('finds the three countries in route case', () => {
    expect(parseCountry('/Ukraine')).toEqual({ kind: 'found', country: 'Ukraine' });
    expect(parseCountry('/Georgia')).toEqual({ kind: 'found', country: 'Georgia' });
    expect(parseCountry('/Kazakhstan')).toEqual({ kind: 'found', country: 'Kazakhstan' });
  });

  it('uses the last segment and ignores a trailing slash', () => {
    expect(parseCountry('/Georgia/')).toEqual({ kind: 'found', country: 'Georgia' });
    expect(lastSegment('/a/b/Kazakhstan')).toBe('Kazakhstan');
  });

  it('asks for a redirect when only the letter case differs', () => {
    expect(parseCountry('/ukraine')).toEqual({ kind: 'redirect', country: 'Ukraine' });
    expect(parseCountry('/GEORGIA')).toEqual({ kind: 'redirect', country: 'Georgia' });
  });

  it('reports anything else as unknown', () => {
    for (const p of ['/France', '/', '', '/Ukrain', '/%E0%A4%A']) {
      expect(parseCountry(p)).toEqual({ kind: 'unknown' });
    }
  });
});
