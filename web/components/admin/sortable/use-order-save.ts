import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
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
  /**
   * The server takes an order that leaves items out (the videos' order of SPEC.md section 7 puts
   * them after it): the list is read again before Save, so one added meanwhile is not sent to
   * the end unseen.
   */
  checkFirst?: boolean;
  onSaved: () => void;
}

/** One notice however often the list is read again; gone once the order is saved. */
const noticeId = 'order-changed';

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

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
  checkFirst = false,
  onSaved,
}: OrderSaveOptions<T>) {
  const [original, setOriginal] = useState<readonly T[]>(items);
  const [order, setOrder] = useState<T[]>(() => [...items]);
  const { pending, run } = useAdminAction();
  const revalidator = useRevalidator();
  const [reloading, setReloading] = useState(false);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  const changed =
    order.length !== original.length ||
    order.some((item, i) => getId(item) !== getId(original[i] as T));

  /** Lays the arrangement over the list as saved now; false when it was the same list after all. */
  const catchUp = async (arranged: readonly T[]): Promise<boolean> => {
    const controller = new AbortController();
    reading.current = controller;
    setReloading(true);
    try {
      const current = await reload(controller.signal);
      if (controller.signal.aborted) return true;
      if (sameItems(current.map(getId), arranged.map(getId))) return false;
      const merged = mergeOrder(arranged, current, getId);
      const toSave = merged.items.some((item, i) => getId(item) !== getId(current[i] as T));
      setOriginal(current);
      setOrder(merged.items);
      notify.error(
        messages.notify.orderChanged,
        messages.notify.orderChangedDetail(noun, merged.added, merged.removed, toSave),
        noticeId,
      );
      // The page behind the mode shows the list as it is now too (and Cancel leaves it so).
      void revalidator.revalidate();
      return true;
    } catch {
      // The API client has said what went wrong; the arrangement stays as it was, Save offered again.
      return true;
    } finally {
      if (!controller.signal.aborted) setReloading(false);
    }
  };

  const send = (arranged: readonly T[]) =>
    void run((options) => save(arranged.map(getId), options), {
      success: messages.notify.edited,
      onSuccess: () => {
        notify.dismiss(noticeId);
        onSaved();
      },
      // The only field error an order has: its list is not the current one (or is empty).
      isField: (field) => field === 'list',
      onFieldErrors: (errors) => {
        const empty = errors.find((error) => error.message === messages.orderEmpty);
        if (empty) return notify.error(empty.message);
        void catchUp(arranged).then((caughtUp) => {
          // The same items after all: what the server said is all there is to say.
          if (!caughtUp) notify.error(errors[0]?.message ?? messages.notify.somethingWrong);
        });
      },
    });

  const onSave = () => {
    const arranged = order;
    if (!checkFirst) return send(arranged);
    void catchUp(arranged).then((caughtUp) => {
      if (!caughtUp) send(arranged);
    });
  };

  return { original, order, setOrder, changed, pending: pending || reloading, onSave };
}
