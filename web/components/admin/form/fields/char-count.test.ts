import { describe, expect, it } from 'vitest';
import { textLimits } from '#shared/limits.ts';
import { charCount } from './char-count.ts';

describe('charCount', () => {
  it('stays hidden below the last fifth of the limit', () => {
    expect(charCount(0, 200).shown).toBe(false);
    expect(charCount(159, 200).shown).toBe(false);
    expect(charCount(3999, textLimits.aboutText).shown).toBe(false);
  });

  it('shows from the last fifth up to the limit, not yet over', () => {
    expect(charCount(160, 200)).toEqual({
      shown: true,
      over: false,
      text: '160 / 200',
      spoken: '160 of 200 characters',
    });
    expect(charCount(200, 200)).toMatchObject({ shown: true, over: false, text: '200 / 200' });
    expect(charCount(4000, textLimits.aboutText)).toMatchObject({ shown: true, over: false });
  });

  it('is over one character past the limit', () => {
    expect(charCount(201, 200)).toEqual({
      shown: true,
      over: true,
      text: '201 / 200',
      spoken: '201 of 200 characters',
    });
  });

  it('rounds the threshold up for limits that are not multiples of five', () => {
    // 0.8 × 254 = 203.2: 203 characters are still well inside the limit.
    expect(charCount(203, textLimits.email).shown).toBe(false);
    expect(charCount(204, textLimits.email).shown).toBe(true);
  });
});
