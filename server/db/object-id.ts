import { randomBytes } from 'node:crypto';

const processRandom = randomBytes(5);
// Starts in the lower half so it cannot wrap (and break the order) before 8 million ids in one second.
let counter = randomBytes(3).readUIntBE(0, 3) >>> 1;

/**
 * A new 24-hex id laid out like a MongoDB ObjectId: 4 bytes of seconds, 5 random bytes fixed
 * per process, a 3-byte counter. Ids sort by creation time, so "newest first" is `ORDER BY id DESC`.
 */
export function newObjectId(now = Date.now()): string {
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(now / 1000) >>> 0, 0);
  processRandom.copy(buf, 4);
  counter = (counter + 1) % 0xffffff;
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
