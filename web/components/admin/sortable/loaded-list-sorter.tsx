import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from '#web/components/spinner.tsx';
import { ListSorter, type ListSorterProps } from './list-sorter.tsx';
import { SortPanel } from './sort-panel.tsx';
import styles from './sortable.module.css';

export interface LoadedListSorterProps<T> extends Omit<ListSorterProps<T>, 'items' | 'busy' | 'reload'> {
  /** Fetches the whole list in its saved order (every page, not only the page's). */
  load: (signal: AbortSignal) => Promise<T[]>;
  loadingLabel: string;
  /** What an empty list says. */
  empty: string;
  /** What a failed load says; without it a failure shows as the empty list (the videos, SPEC). */
  failed?: string;
}

type Loaded<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed' };

/**
 * A sort mode over a list it fetches first (the videos' and photos' orders span every page):
 * loading, empty and failed states in the same frame, then the list sorter. The API client has
 * already told the administrator what went wrong when a load fails.
 */
export function LoadedListSorter<T>({ load, loadingLabel, empty, failed, ...sorter }: LoadedListSorterProps<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((items) => !controller.signal.aborted && setLoaded({ status: 'ready', items }))
      .catch(() => {
        if (controller.signal.aborted) return;
        setLoaded(failed === undefined ? { status: 'ready', items: [] } : { status: 'failed' });
      });
    return () => controller.abort();
  }, [load, failed]);

  if (loaded.status === 'ready' && loaded.items.length > 0) {
    return <ListSorter {...sorter} items={loaded.items} reload={load} />;
  }
  let body: ReactNode;
  if (loaded.status === 'loading') {
    body = (
      <div className={styles.loading}>
        <Spinner label={loadingLabel} />
      </div>
    );
  } else {
    body = <p className={styles.empty}>{loaded.status === 'failed' ? failed : empty}</p>;
  }
  return (
    <SortPanel
      title={sorter.title}
      help={sorter.help}
      opener={sorter.opener}
      pending={false}
      busy={loaded.status === 'loading'}
      changed={false}
      onSave={sorter.onLeave}
      onCancel={sorter.onLeave}
    >
      {body}
    </SortPanel>
  );
}
