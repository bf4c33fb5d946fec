import { themeStorageKey, themes, type Theme } from '#shared/limits.ts';

/** The part of Web Storage the theme needs, so tests can pass a plain object. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const defaultTheme: Theme = 'light';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

/** The stored theme, or light when nothing valid is stored or storage is unavailable (private mode). */
export function readTheme(store: KeyValueStore | undefined): Theme {
  try {
    const value = store?.getItem(themeStorageKey);
    return isTheme(value) ? value : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

export function writeTheme(store: KeyValueStore | undefined, theme: Theme): void {
  try {
    store?.setItem(themeStorageKey, theme);
  } catch {
    // Storage can be full or blocked; the theme still applies for this page view.
  }
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/**
 * Runs in <head> before the first paint, so a dark-theme visitor never sees a white flash.
 * It must stay tiny and dependency-free: it is inlined as a string, not bundled.
 */
export const themeBootScript = `(function(){var t='${defaultTheme}';try{var s=localStorage.getItem(${JSON.stringify(
  themeStorageKey,
)});if(s==='dark'||s==='light')t=s}catch(e){}document.documentElement.setAttribute('data-theme',t)})();`;
