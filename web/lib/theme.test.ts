import { describe, expect, it } from 'vitest';
import { otherTheme, readTheme, themeBootScript, writeTheme, type KeyValueStore } from './theme.ts';

function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('theme storage', () => {
  it('defaults to light when nothing is stored', () => {
    expect(readTheme(memoryStore())).toBe('light');
    expect(readTheme(undefined)).toBe('light');
  });

  it('reads a stored dark theme', () => {
    expect(readTheme(memoryStore({ theme: 'dark' }))).toBe('dark');
  });

  it('ignores values that are not a theme', () => {
    expect(readTheme(memoryStore({ theme: 'purple' }))).toBe('light');
  });

  it('falls back to light when storage throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readTheme(broken)).toBe('light');
    expect(() => writeTheme(broken, 'dark')).not.toThrow();
  });

  it('writes under the key theme', () => {
    const store = memoryStore();
    writeTheme(store, 'dark');
    expect(store.data).toEqual({ theme: 'dark' });
    expect(readTheme(store)).toBe('dark');
  });

  it('toggles between the two themes', () => {
    expect(otherTheme('light')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });

  it('boot script sets data-theme from storage', () => {
    const attrs: Record<string, string> = {};
    const run = new Function('localStorage', 'document', themeBootScript);
    run(memoryStore({ theme: 'dark' }), {
      documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) },
    });
    expect(attrs['data-theme']).toBe('dark');
    run(memoryStore({ theme: '<script>' }), {
      documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) },
    });
    expect(attrs['data-theme']).toBe('light');
  });
});
