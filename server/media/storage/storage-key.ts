/**
 * Keys come from ids, never from visitors, but a wrong key would read or delete outside the
 * media folder (or the bucket's media), so anything but plain lowercase path segments is a
 * programming error. `allowTrailingSlash` is for prefixes naming a folder (`photos/<id>/`).
 */
export function assertKey(key: string, allowTrailingSlash = false): void {
  const body = allowTrailingSlash && key.endsWith('/') ? key.slice(0, -1) : key;
  const segmentsOk = body.split('/').every((s) => s !== '' && s !== '.' && !s.includes('..'));
  if (!/^[a-z0-9._/-]+$/.test(key) || key.startsWith('/') || !segmentsOk) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** True when `key` is a valid storage key (for addresses visitors send, such as /media/…). */
export function isStorageKey(key: string): boolean {
  try {
    assertKey(key);
    return true;
  } catch {
    return false;
  }
}
