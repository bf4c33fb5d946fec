import { useEffect, useRef, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { SendOptions } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { useAdminAction } from '../form/use-admin-action.ts';
import { mergeOrder } from './merge-order.ts';

export interface OrderSaveOptions<T> {
  /** The whole list in its saved order when the sort mode opened. */
  items: readonly T[];
  getId: (item: T) => string;
  /** What one item is called in the notification ('photo', 'member'). */
  noun: string;
  /** Sends the ids in their new order (POST /api/…/order). */
  save: (ids: string[], send: SendOptions) => Promise<unknown>;
  /** Reads the list as it is saved now, when the server refuses an order for naming another list. */
  reload: (signal: AbortSignal) => Promise<readonly T[]>;
  onSaved: () => void;
}

/**
 * A sort mode's state and its Save. An order must name exactly the current list; when someone
 * else added or removed an item since the mode opened, the server refuses it (orderMismatch) and,
 * instead of a dead end that only a reload (losing the arrangement) gets out of, the list is read
 * again and the arrangement laid over it (mergeOrder), with a notification saying what changed.
 */
export function useOrderSave<T>({
  items,
  getId,
  noun,
  save,
  reload,
  onSaved,
}: OrderSaveOptions<T>) {
  const [original, setOriginal] = useState<readonly T[]>(items);
  const [order, setOrder] = useState<T[]>(() => [...items]);
  const { pending, run } = useAdminAction();
  const [reloading, setReloading] = useState(false);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  const changed =
    order.length !== original.length ||
    order.some((item, i) => getId(item) !== getId(original[i] as T));

  const catchUp = async (arranged: readonly T[]) => {
    const controller = new AbortController();
    reading.current = controller;
    setReloading(true);
    try {
      const current = await reload(controller.signal);
      if (controller.signal.aborted) return;
      const merged = mergeOrder(arranged, current, getId);
      setOriginal(current);
      setOrder(merged.items);
      notify.error(
        messages.notify.orderChanged,
        messages.notify.orderChangedDetail(noun, merged.added, merged.removed),
      );
    } catch {
      // The API client has said what went wrong; the arrangement stays as it was, Save offered again.
    } finally {
      if (!controller.signal.aborted) setReloading(false);
    }
  };

  const onSave = () => {
    const arranged = order;
    void run((send) => save(arranged.map(getId), send), {
      success: messages.notify.edited,
      onSuccess: onSaved,
      // The only field error an order has: the list is not the current one.
      isField: (field) => field === 'list',
      onFieldErrors: () => void catchUp(arranged),
    });
  };

  return { original, order, setOrder, changed, pending: pending || reloading, onSave };
}
