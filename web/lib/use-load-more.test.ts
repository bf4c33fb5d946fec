import { describe, expect, it } from 'vitest';
import { uniqueById } from './use-load-more.ts';

describe('uniqueById', () => {
  it('keeps the first of each id, in order: pages read before and after an edit may overlap', () => {
    const page1 = [{ _id: 'b' }, { _id: 'c' }];
    const stalePage2 = [{ _id: 'c', old: true }, { _id: 'd' }];
    expect(uniqueById([...page1, ...stalePage2])).toEqual([
      { _id: 'b' },
      { _id: 'c' },
      { _id: 'd' },
    ]);
  });
});
