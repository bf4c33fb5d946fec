import { describe, expect, it } from 'vitest';
import { mergeOrder } from './merge-order.ts';

interface Item {
  id: string;
  caption: string;
}
const item = (id: string, caption = id): Item => ({ id, caption });
const ids = (items: readonly Item[]) => items.map((i) => i.id);
const merge = (arranged: Item[], current: Item[]) => mergeOrder(arranged, current, (i) => i.id);

describe('mergeOrder', () => {
  it('keeps the arrangement when the list is the same', () => {
    const merged = merge([item('c'), item('a'), item('b')], [item('a'), item('b'), item('c')]);
    expect(ids(merged.items)).toEqual(['c', 'a', 'b']);
    expect(merged).toMatchObject({ added: 0, removed: 0 });
  });

  it('drops what was removed meanwhile and keeps the rest in the arranged order', () => {
    const merged = merge([item('c'), item('a'), item('b')], [item('a'), item('c')]);
    expect(ids(merged.items)).toEqual(['c', 'a']);
    expect(merged).toMatchObject({ added: 0, removed: 1 });
  });

  it('puts an added item after the one it follows in the current list', () => {
    // Saved order a b c; the admin moved c first; someone added n after a.
    const merged = merge(
      [item('c'), item('a'), item('b')],
      [item('a'), item('n'), item('b'), item('c')],
    );
    expect(ids(merged.items)).toEqual(['c', 'a', 'n', 'b']);
    expect(merged).toMatchObject({ added: 1, removed: 0 });
  });

  it('puts an item added at the head of the list first, and runs of added items together', () => {
    const merged = merge(
      [item('b'), item('a')],
      [item('n1'), item('n2'), item('a'), item('b'), item('n3')],
    );
    expect(ids(merged.items)).toEqual(['n1', 'n2', 'b', 'n3', 'a']);
    expect(merged).toMatchObject({ added: 3, removed: 0 });
  });

  it('handles an addition next to a removal', () => {
    // b was removed and n added in its place.
    const merged = merge([item('c'), item('b'), item('a')], [item('a'), item('n'), item('c')]);
    expect(ids(merged.items)).toEqual(['c', 'a', 'n']);
    expect(merged).toMatchObject({ added: 1, removed: 1 });
  });

  it("takes each kept item's current data (a caption edited meanwhile)", () => {
    const merged = merge([item('b'), item('a', 'old')], [item('a', 'new'), item('b')]);
    expect(merged.items.map((i) => i.caption)).toEqual(['b', 'new']);
  });

  it('gives an empty list when everything was removed', () => {
    expect(merge([item('a'), item('b')], [])).toEqual({ items: [], added: 0, removed: 2 });
  });
});
