import { randomBytes } from 'node:crypto';

/**
 * Makes 24-hex ids laid out like a MongoDB ObjectId (4 bytes of seconds first, a 3-byte counter
 * last), with the milliseconds in the two bytes after the seconds and 3 random bytes fixed per
 * process. Ids sort by creation time, so "newest first" is `ORDER BY id DESC`: within a process
 * exactly, and between instances behind one load balancer to the millisecond (a plain ObjectId
 * would order two instances' ids of the same second by their random bytes instead).
 */
export function createObjectIds(processRandom: Buffer = randomBytes(3)) {
  // Starts in the lower half so it cannot wrap (and break the order) before 8 million ids in one millisecond.
  let counter = randomBytes(3).readUIntBE(0, 3) >>> 1;
  return (now = Date.now()): string => {
    const buf = Buffer.alloc(12);
    buf.writeUInt32BE(Math.floor(now / 1000) >>> 0, 0);
    buf.writeUInt16BE(((now % 1000) + 1000) % 1000, 4);
    processRandom.copy(buf, 6, 0, 3);
    counter = (counter + 1) % 0xffffff;
    buf.writeUIntBE(counter, 9, 3);
    return buf.toString('hex');
  };
}

/** A new id of this process (see createObjectIds). */
export const newObjectId = createObjectIds();

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
