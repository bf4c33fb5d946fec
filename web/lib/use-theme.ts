import { useCallback, useSyncExternalStore } from 'react';
import type { Theme } from '#shared/limits.ts';
import { localStore } from './local-store.ts';
import { isTheme, otherTheme, writeTheme } from './theme.ts';

// The theme lives on <html data-theme> (set before paint by the boot script), so that
// attribute is the single source of truth; React only observes it.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function getSnapshot(): Theme | null {
  const value = document.documentElement.getAttribute('data-theme');
  return isTheme(value) ? value : null;
}

/** The current theme; null on the server and during hydration, where it cannot be known. */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

export function useToggleTheme(): () => void {
  return useCallback(() => {
    const next = otherTheme(getSnapshot() ?? 'light');
    document.documentElement.setAttribute('data-theme', next);
    writeTheme(localStore(), next);
  }, []);
}
