import type { ReactNode } from 'react';
import type { SendOptions } from '#web/lib/api-client.ts';
import { SortPanel } from './sort-panel.tsx';
import { SortableList } from './sortable-list.tsx';
import { useOrderSave } from './use-order-save.ts';

export interface ListSorterProps<T> {
  title: string;
  help: string;
  /** The label of the button that opens the mode (SortPanel). */
  opener: string;
  /** The whole list in its saved order (an order must name every item). */
  items: readonly T[];
  getId: (item: T) => string;
  getName: (item: T) => string;
  noun: string;
  label: string;
  /** Sends the ids in their new order (POST /api/…/order). */
  save: (ids: string[], send: SendOptions) => Promise<unknown>;
  /** Reads the saved list again when the server refuses the order for naming another list. */
  reload: (signal: AbortSignal) => Promise<readonly T[]>;
  /** The server takes an order that leaves items out: the list is read again before Save (useOrderSave). */
  checkFirst?: boolean;
  onLeave: () => void;
  /** Set while the list is still loading. */
  busy?: boolean;
  children: (item: T) => ReactNode;
}

/**
 * A sort mode over a list the page already has: drag (mouse, finger, keyboard), then Save (the
 * notification, leaving the mode, the page's data reloading) or Cancel (nothing sent); a list
 * changed meanwhile is read again with the arrangement kept (useOrderSave). The team,
 * partners, slides and photos sorters are this with their own rows.
 */
export function ListSorter<T>({
  title,
  help,
  opener,
  items,
  getId,
  getName,
  noun,
  label,
  save,
  reload,
  checkFirst = false,
  onLeave,
  busy = false,
  children,
}: ListSorterProps<T>) {
  const { original, order, setOrder, changed, pending, onSave } = useOrderSave({
    items,
    getId,
    noun,
    save,
    reload,
    checkFirst,
    onSaved: onLeave,
  });
  return (
    <SortPanel
      title={title}
      help={help}
      opener={opener}
      pending={pending}
      busy={busy}
      changed={changed}
      onSave={onSave}
      onCancel={onLeave}
    >
      <SortableList
        items={order}
        original={original}
        getId={getId}
        getName={getName}
        noun={noun}
        label={label}
        onChange={setOrder}
        disabled={pending}
      >
        {children}
      </SortableList>
    </SortPanel>
  );
}
