import { useLayoutEffect } from 'react';
import { scriptsAttribute } from './deferred-app.ts';
import { localStore } from './local-store.ts';
import { readTheme } from './theme.ts';

/**
 * Puts back on <html> the marks the boot script set before the first paint (the theme, and that
 * scripts run), before the browser paints again. React 19 strips every attribute of <html> when
 * the component that renders it mounts anew: the root's error boundary taking the page's place
 * after a failed navigation (offline) does that, and left the visitor in the light theme without
 * the controls that need the app (the no-script styles) for the rest of the visit.
 */
export function useBootMarks(): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    if (!html.hasAttribute('data-theme'))
      html.setAttribute('data-theme', readTheme(localStore()));
    html.setAttribute(scriptsAttribute, '');
  }, []);
}
