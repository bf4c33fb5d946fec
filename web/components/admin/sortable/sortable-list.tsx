import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useMemo } from 'react';
import { cx } from '#web/lib/cx.ts';
import styles from './sortable.module.css';

export interface SortableListProps<T> {
  /** The items in their current (new) order. */
  items: T[];
  /** The order when the sort mode opened, to mark what moved. */
  original: readonly T[];
  getId: (item: T) => string;
  /** How an item is named to screen readers ('Move {name}', 'Picked up {name}'). */
  getName: (item: T) => string;
  /** What one item is called ('video', 'image'). */
  noun: string;
  /** The list's accessible name ('Videos in their order on the work page'). */
  label: string;
  onChange: (items: T[]) => void;
  disabled?: boolean;
  /** A row's content after its handle and position. */
  children: (item: T) => ReactNode;
}

const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

function instructions(noun: string): ScreenReaderInstructions {
  return {
    draggable: `To pick up ${noun === 'image' ? 'an' : 'a'} ${noun}, press Space or Enter. Move it with the arrow keys, press Space or Enter to drop it, or Escape to cancel.`,
  };
}

/** What screen readers hear while an item moves (made once per order, see useMemo below). */
function announcements<T>(items: T[], getId: (item: T) => string, getName: (item: T) => string, noun: string): Announcements {
  // Whether the item being moved has left its place yet.
  let left = false;
  const name = (id: UniqueIdentifier) => {
    const item = items.find((i) => getId(i) === id);
    return item ? getName(item) : `the ${noun}`;
  };
  const position = (id: UniqueIdentifier | undefined) => items.findIndex((i) => getId(i) === id) + 1;
  const of = `of ${items.length}`;
  return {
    onDragStart: ({ active }) => {
      left = false;
      return `Picked up ${name(active.id)}, position ${position(active.id)} ${of}.`;
    },
    onDragOver: ({ active, over }) => {
      // Being over its own place at the start would drown out 'Picked up'.
      if (over?.id === active.id && !left) return undefined;
      left = true;
      return over
        ? `${name(active.id)} moved to position ${position(over.id)} ${of}.`
        : `${name(active.id)} is not over a place.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} ${of}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it is back at its place.`,
  };
}

/**
 * A list to drag into order with the mouse, a finger or the keyboard (dnd-kit), each row with
 * its handle and position; the admin's sort modes (videos, location images) are built on it.
 */
export function SortableList<T>({
  items,
  original,
  getId,
  getName,
  noun,
  label,
  onChange,
  disabled = false,
  children,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press first, so a finger can still scroll the list past the handles.
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(
    () => ({ announcements: announcements(items, getId, getName, noun), screenReaderInstructions: instructions(noun) }),
    [items, getId, getName, noun],
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => getId(i) === active.id);
    const to = items.findIndex((i) => getId(i) === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(items, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Places measured up front, so an arrow key pressed right after picking up already moves.
      measuring={measuring}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={items.map(getId)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, i) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              name={getName(item)}
              position={i + 1}
              moved={original[i] === undefined || getId(original[i]) !== getId(item)}
              disabled={disabled}
            >
              {children(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: string;
  name: string;
  /** 1-based place in the new order. */
  position: number;
  /** Not at the place it had when the mode opened. */
  moved: boolean;
  disabled: boolean;
  children: ReactNode;
}

/** One row; only its handle starts a drag, so the rest of the row scrolls freely on phones. */
function SortableRow({ id, name, position, moved, disabled, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      className={cx(styles.row, isDragging && styles.dragging, moved && styles.moved)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        aria-label={`Move ${name}`}
        {...attributes}
        {...listeners}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <circle cx="9" cy="6" r="1.6" />
          <circle cx="15" cy="6" r="1.6" />
          <circle cx="9" cy="12" r="1.6" />
          <circle cx="15" cy="12" r="1.6" />
          <circle cx="9" cy="18" r="1.6" />
          <circle cx="15" cy="18" r="1.6" />
        </svg>
      </button>
      <span className={styles.position}>{position}</span>
      <div className={styles.content}>{children}</div>
    </li>
  );
}
