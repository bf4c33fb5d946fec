import { describe, expect, it } from 'vitest';
import { passwordAlphabet, strongPassword } from './strong-password.ts';

describe('strongPassword', () => {
  it('gives four groups of five characters of the alphabet, different each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const password = strongPassword();
      expect(password).toMatch(/^[^-]{5}-[^-]{5}-[^-]{5}-[^-]{5}$/);
      for (const char of password.replaceAll('-', '')) expect(passwordAlphabet).toContain(char);
      seen.add(password);
    }
    expect(seen.size).toBe(50);
  });

  it('draws again for bytes past the last whole alphabet, so no character is favoured', () => {
    // 228 = 4 × 57 is the first byte that would wrap around unevenly; 0 is 'a', 57 is 'a' again.
    const bytes = [255, 228, 0, 57, ...Array.from({ length: 28 }, (_, i) => i + 1)];
    const password = strongPassword(() => Uint8Array.from(bytes));
    expect(password.slice(0, 2)).toBe('aa');
    expect(password.replaceAll('-', '')).toHaveLength(20);
  });
});
