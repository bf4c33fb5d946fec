import { describe, expect, it } from 'vitest';
import { carouselAlt, seeMoreHref } from './location-text.ts';

describe('carouselAlt', () => {
  it("keeps the administrator's alt text", () => {
    expect(carouselAlt('Ukraine', 'Kyiv at dusk', 0, 23)).toBe('Kyiv at dusk');
  });

  it('falls back to the place and position when the alt is empty or blank', () => {
    expect(carouselAlt('Ukraine', '', 2, 23)).toBe('Ukraine: filming location 3 of 23');
    expect(carouselAlt('Georgia', '   ', 0, 1)).toBe('Georgia: filming location 1 of 1');
  });
});

describe('seeMoreHref', () => {
  it('links the gallery filtered to the category, or nothing without one', () => {
    expect(seeMoreHref('0123456789abcdef01234567')).toBe('/gallery?category=0123456789abcdef01234567');
    expect(seeMoreHref(null)).toBeNull();
  });
});
