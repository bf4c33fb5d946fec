import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation inside the site, a focus left on <body> (the link followed went with the
 * page or the menu it was in) moves to the new page: to the element the address's fragment names
 * (/team#team), else to the main landmark, so the next Tab goes on from there and a screen
 * reader reads the new page rather than nothing. A page that places the focus itself (the photo
 * viewer, a list after 'Load more') is left as it placed it. The first page load is the
 * browser's.
 */
export function FocusAfterNavigation() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the frame, once the page's own focus handling (its effects) has run.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
      const target = (id && document.getElementById(id)) || document.getElementById('main');
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // Marked so its outline stays off: a section or the page itself is not a control.
      target.dataset.navigationFocus = '';
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash]);
  return null;
}
