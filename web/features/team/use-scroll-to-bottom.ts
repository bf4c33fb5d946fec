import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * 'work with' lands at the very bottom of the page (SPEC.md section 2), also when arriving
 * from another page. Runs after React Router's own hash scrolling, a frame later.
 */
export function useScrollToBottomOn(hash: string): void {
  const location = useLocation();
  useEffect(() => {
    if (location.hash !== hash) return;
    const frame = requestAnimationFrame(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.hash, location.key, hash]);
}
