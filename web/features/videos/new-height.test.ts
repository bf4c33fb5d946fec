import { describe, expect, it } from 'vitest';
import { newHeight } from './new-height.ts';

describe('newHeight', () => {
  it('is 250 for index 0 and multiples of 4', () => {
    for (const i of [0, 4, 8, 12, 40]) expect(newHeight(i)).toBe(250);
  });

  it('is 280 for index 1 and when index+1 is a multiple of 5', () => {
    for (const i of [1, 9, 14, 19, 29]) expect(newHeight(i)).toBe(280);
  });

  it('checks multiples of 4 before index+1 multiples of 5', () => {
    expect(newHeight(24)).toBe(250);
  });

  it('is 310 for the other even indexes', () => {
    for (const i of [2, 6, 10, 18, 22]) expect(newHeight(i)).toBe(310);
  });

  it('is 280 otherwise', () => {
    for (const i of [3, 5, 7, 11, 13, 15]) expect(newHeight(i)).toBe(280);
  });

  it('gives the first twelve cards the expected rhythm', () => {
    expect(Array.from({ length: 12 }, (_, i) => newHeight(i))).toEqual([
      250, 280, 310, 280, 250, 280, 310, 280, 250, 280, 310, 280,
    ]);
  });
});
