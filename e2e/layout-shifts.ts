import type { Page } from '@playwright/test';

/** A layout shift as the page saw it: its score, then when and what moved, from where to where. */
export interface LayoutShift {
  value: number;
  what: string[];
}

/** What the browser's layout-shift entry gives for each moved element (not in TypeScript's DOM types). */
interface ShiftSource {
  node?: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

/**
 * Records the layout shifts of every page the tab opens from now on, from the start of its load,
 * leaving out those that follow input (as CLS does). Each names what moved, from where to where
 * and when: a shift seen once under CI's load (0.70 on /contacts at 390 px, a DIV) never came
 * back when run alone, and a bare score would not have said what it was.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: LayoutShift[] };
    w.layoutShifts = [];
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    const describe = (s: ShiftSource) => {
      const node = s.node instanceof Element ? s.node : null;
      const name = node
        ? `${node.nodeName}.${[...node.classList].join('.')}`
        : (s.node?.nodeName ?? '?');
      return `${name} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`;
    };
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: ShiftSource[];
      }[];
      for (const entry of entries) {
        if (entry.hadRecentInput) continue;
        w.layoutShifts.push({
          value: entry.value,
          what: [`at ${Math.round(performance.now())} ms`, ...entry.sources.map(describe)],
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts the current page has recorded so far (watchLayoutShifts first), and their sum. */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts,
  );
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/** Waits until the page has drawn two more frames, so the shifts of a change just made are recorded. */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
