import { useMatches } from 'react-router';

/**
 * What surrounds a page (SPEC.md section 2): a header laid over the hero (transparent until
 * scrolled), a normal header, or none; and whether the footer shows.
 */
export interface Chrome {
  header: 'overlay' | 'solid' | 'none';
  footer: boolean;
}

/** A route module's `handle`: fixed, or decided from its loader data. */
export interface ChromeHandle {
  chrome: Partial<Chrome> | ((data: unknown) => Partial<Chrome>);
}

const defaults: Chrome = { header: 'solid', footer: true };

function isChromeHandle(handle: unknown): handle is ChromeHandle {
  return typeof handle === 'object' && handle !== null && 'chrome' in handle;
}

/** The deepest matched route that says something decides. */
export function useChrome(): Chrome {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && isChromeHandle(match.handle)) {
      const c = match.handle.chrome;
      return { ...defaults, ...(typeof c === 'function' ? c(match.data) : c) };
    }
  }
  return defaults;
}
