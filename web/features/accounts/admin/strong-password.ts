/** Letters and digits without the look-alikes (0/O, 1/l/I), so a password read aloud or retyped survives. */
export const passwordAlphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Random bytes from the browser's CSPRNG; tests pass their own. */
export type RandomBytes = (count: number) => Uint8Array;
const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/**
 * A first password for a new account: 20 characters from 57 (about 117 bits), in groups of five
 * for reading it out. Bytes at or past the largest multiple of the alphabet's size are drawn
 * again, so every character is equally likely.
 */
export function strongPassword(random: RandomBytes = cryptoBytes): string {
  const size = passwordAlphabet.length;
  const ceiling = 256 - (256 % size);
  const chars: string[] = [];
  while (chars.length < 20) {
    for (const byte of random(32)) {
      if (byte < ceiling && chars.length < 20) chars.push(passwordAlphabet[byte % size] ?? '');
    }
  }
  return [0, 5, 10, 15].map((at) => chars.slice(at, at + 5).join('')).join('-');
}
