import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withPages } from './list-query.ts';

/**
 * Keeps `?pages=` of the address equal to the number of pages a list shows, replacing the
 * history entry (no new one, no scroll): after 'Load more', a reload or coming Back renders
 * the same cards, and ScrollRestoration finds its place among them. The list routes'
 * shouldRevalidate skips their loader for this change (web/lib/list-revalidation.ts): the
 * list already holds those pages.
 *
 * `pages` is null for a list that does not start at page 1 (an address with `?page=`), which
 * has no such address.
 */
export function usePagesInAddress(pages: number | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  const search = pages === null ? location.search : withPages(location.search, pages);
  useEffect(() => {
    if (search === location.search) return;
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state as unknown },
    );
  }, [search, location, navigate]);
}
