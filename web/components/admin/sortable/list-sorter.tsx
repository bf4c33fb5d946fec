import { type ReactNode, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { SendOptions } from '#web/lib/api-client.ts';
import { useAdminAction } from '../form/use-admin-action.ts';
import { SortPanel } from './sort-panel.tsx';
import { SortableList } from './sortable-list.tsx';

export interface ListSorterProps<T> {
  title: string;
  help: string;
  /** The whole list in its saved order (an order must name every item). */
  items: readonly T[];
  getId: (item: T) => string;
  getName: (item: T) => string;
  noun: string;
  label: string;
  /** Sends the ids in their new order (POST /api/…/order). */
  save: (ids: string[], send: SendOptions) => Promise<unknown>;
  onLeave: () => void;
  /** Set while the list is still loading. */
  busy?: boolean;
  children: (item: T) => ReactNode;
}

/**
 * A sort mode over a list the page already has: drag (mouse, finger, keyboard), then Save (the
 * notification, leaving the mode, the page's data reloading) or Cancel (nothing sent). The team,
 * partners, slides and photos sorters are this with their own rows.
 */
export function ListSorter<T>({
  title,
  help,
  items,
  getId,
  getName,
  noun,
  label,
  save,
  onLeave,
  busy = false,
  children,
}: ListSorterProps<T>) {
  const [original] = useState(items);
  const [order, setOrder] = useState<T[]>(() => [...items]);
  const { pending, run } = useAdminAction();
  const changed = order.some(
    (item, i) => original[i] === undefined || getId(item) !== getId(original[i]),
  );
  const onSave = () =>
    void run((send) => save(order.map(getId), send), {
      success: messages.notify.edited,
      onSuccess: onLeave,
    });
  return (
    <SortPanel
      title={title}
      help={help}
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
