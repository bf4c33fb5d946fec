// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DeferredEmbla, useDeferredEmbla } from './use-deferred-embla.ts';

/** A carousel of three slides whose hook the test drives from outside. */
function renderCarousel(start: 'idle' | 'near-view') {
  const view: { current?: DeferredEmbla } = {};
  function Carousel() {
    const embla = useDeferredEmbla({ loop: false }, start);
    view.current = embla;
    return (
      <div data-testid="carousel" {...embla.startHandlers}>
        <div ref={embla.viewportRef}>
          <div>
            <div>one</div>
            <div>two</div>
            <div>three</div>
          </div>
        </div>
      </div>
    );
  }
  const screen = render(<Carousel />);
  return { screen, hook: () => view.current as DeferredEmbla };
}

describe('useDeferredEmbla', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Where there is no requestIdleCallback the hook waits a short timer (as in Safari).
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts Embla after the render, not in it: once the browser is idle, a frame after releasing the slides', async () => {
    const { hook } = renderCarousel('idle');
    expect(hook().api).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(hook().started).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The slides are released now; Embla measures them after the browser's next frame.
    expect(hook().started).toBe(true);
    expect(hook().api).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(hook().api).toBeDefined();
  });

  it('does not keep a visitor waiting for that frame: focus inside after the idle start brings Embla at once', async () => {
    const { screen, hook } = renderCarousel('idle');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(hook().started).toBe(true);
    expect(hook().api).toBeUndefined();
    act(() => {
      screen.getByTestId('carousel').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(hook().api).toBeDefined();
  });

  it('starts at once on focus inside, before the idle time', async () => {
    const { screen, hook } = renderCarousel('idle');
    act(() => {
      screen.getByTestId('carousel').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(hook().api).toBeDefined();
  });

  it('keeps a step asked for before Embla started and carries it out once it has', async () => {
    const { hook } = renderCarousel('idle');
    const steps: number[] = [];
    expect(hook().api).toBeUndefined();
    // A click with no pointer, touch or focus first: it starts Embla and waits for it.
    await act(async () => {
      hook().withApi((api) => steps.push(api.selectedScrollSnap()));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(hook().api).toBeDefined();
    expect(steps).toEqual([0]);
    // Once started, an action runs at once, and only once.
    act(() => hook().withApi((api) => steps.push(api.slideNodes().length)));
    expect(steps).toEqual([0, 3]);
  });
});
