// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRefocusWhenGone } from './focus-successor.ts';

/** A list whose rows each hold a link and a Delete that the row "uses" before it goes. */
const remembers: Record<string, () => void> = {};
function Row({ name }: { name: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const remember = useRefocusWhenGone();
  useEffect(() => {
    remembers[name] = () => remember(button.current);
  }, [name, remember]);
  return (
    <li>
      <a href={`#${name}`}>{name}</a>
      <button ref={button} type="button" className="delete">
        Delete {name}
      </button>
    </li>
  );
}
const List = ({ names }: { names: string[] }) => (
  <ul>
    {names.map((name) => (
      <Row key={name} name={name} />
    ))}
  </ul>
);

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === `Delete ${name}`);

afterEach(cleanup);

describe('useRefocusWhenGone', () => {
  it('moves the lost focus to the next row’s same control, or the previous row’s for the last', () => {
    const view = render(<List names={['a', 'b', 'c']} />);
    button('b')?.focus();
    act(() => remembers.b?.());
    view.rerender(<List names={['a', 'c']} />);
    expect(document.activeElement).toBe(button('c'));

    act(() => remembers.c?.());
    view.rerender(<List names={['a']} />);
    expect(document.activeElement).toBe(button('a'));
  });

  it('moves it to what the page shows instead when the last row went with its list', () => {
    const view = render(<List names={['a']} />);
    button('a')?.focus();
    act(() => remembers.a?.());
    view.rerender(
      <p tabIndex={-1} data-focus-fallback>
        Nothing left
      </p>,
    );
    expect(document.activeElement).toBe(document.querySelector('[data-focus-fallback]'));
  });

  it('moves nothing once the admin has pressed elsewhere', () => {
    const view = render(<List names={['a', 'b']} />);
    button('a')?.focus();
    act(() => remembers.a?.());
    button('a')?.blur();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    view.rerender(<List names={['b']} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('moves nothing when the focus was not lost with the row', () => {
    const view = render(<List names={['a', 'b', 'c']} />);
    button('c')?.focus();
    act(() => remembers.a?.());
    view.rerender(<List names={['b', 'c']} />);
    expect(document.activeElement).toBe(button('c'));
  });
});
