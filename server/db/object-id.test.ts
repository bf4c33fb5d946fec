import { describe, expect, it } from 'vitest';
import { createObjectIds, isObjectId, newObjectId } from './object-id.ts';

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

  it('orders the ids of two instances by their millisecond, whatever their random bytes', () => {
    const high = createObjectIds(Buffer.from([0xff, 0xff, 0xff]));
    const low = createObjectIds(Buffer.from([0x00, 0x00, 0x00]));
    const t = Date.parse('2026-03-01T10:00:00.500Z');
    const ids = [high(t), low(t + 1), high(t + 2), low(t + 999), high(t + 1000)];
    expect([...ids].sort()).toEqual(ids);
    // Still an ObjectId where it matters: the first 4 bytes are the creation second.
    expect(parseInt(ids[0]!.slice(0, 8), 16)).toBe(Math.floor(t / 1000));
  });

  it('rejects anything else', () => {
    for (const value of ['', 'ABCDEFABCDEFABCDEFABCDEF', 'g'.repeat(24), 'a'.repeat(25), 42, null]) {
      expect(isObjectId(value)).toBe(false);
    }
  });
});
