import { describe, expect, it } from 'vitest';
import { isObjectId, newObjectId } from './object-id.ts';

describe('newObjectId', () => {
  it('is 24 lowercase hex characters', () => {
    expect(newObjectId()).toMatch(/^[0-9a-f]{24}$/);
    expect(isObjectId(newObjectId())).toBe(true);
  });

  it('sorts by creation: later ids compare greater, also within one second', () => {
    const ids = Array.from({ length: 1000 }, () => newObjectId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(newObjectId(Date.parse('2030-01-01')) > newObjectId(Date.parse('2029-12-31'))).toBe(true);
  });

  it('rejects anything else', () => {
    for (const value of ['', 'ABCDEFABCDEFABCDEFABCDEF', 'g'.repeat(24), 'a'.repeat(25), 42, null]) {
      expect(isObjectId(value)).toBe(false);
    }
  });
});
