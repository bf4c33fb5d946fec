import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with 19 MiB and t=2: OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the account does not exist, so both paths cost the same. */
export const dummyHash = hashPassword(`dummy-${Math.random()}`);
