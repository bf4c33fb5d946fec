import type { Flags, Result } from 'lighthouse';

/** The four categories every benchmark run audits. */
export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

/**
 * Every run a first visit: Lighthouse clears the HTTP cache before each run but, by default, not
 * local storage or IndexedDB, so a later run would find what an earlier one stored without the
 * cached files that went with it (docs/performance.md, "The text face after the paint").
 */
const clearStorageTypes = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
] as const;

/**
 * Lighthouse's flags for bench:web and bench:sched: the browser on `port`, its defaults otherwise
 * (mobile, simulated throttling). `cpuSlowdown` replaces the simulated phone's 4× CPU slowdown
 * only for a probe (bench:web's --cpu-slowdown); issue 16's records keep Lighthouse's default.
 */
export function lighthouseFlags(port: number, cpuSlowdown?: number): Flags {
  return {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...lighthouseCategories],
    clearStorageTypes: [...clearStorageTypes],
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  };
}

/** A task of Lighthouse's long-tasks audit: 50 ms or more in its simulated (4× slowed) timeline. */
export interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/** The long tasks of a report, longest first, as Lighthouse lists them. */
export function longTasksOf(lhr: Result): LongTask[] {
  const details = lhr.audits['long-tasks']?.details;
  return details?.type === 'table' ? (details.items as unknown as LongTask[]) : [];
}

/** A layout shift as Lighthouse names it: the element that moved, its score and what caused it. */
export interface LayoutShift {
  selector: string;
  score: number;
  /** Lighthouse's causes (a web font, an image without a size, ...), with the file's name. */
  causes: string[];
}

interface LayoutShiftItem {
  node?: { selector?: string };
  score?: number;
  subItems?: { items?: { cause?: string; extra?: { value?: string } }[] };
}

/** The layout shifts of a report's `layout-shifts` audit, largest first; none when CLS is 0. */
export function layoutShiftsOf(lhr: Result): LayoutShift[] {
  const details = lhr.audits['layout-shifts']?.details;
  const items = details?.type === 'table' ? (details.items as unknown as LayoutShiftItem[]) : [];
  return items
    .flatMap(({ node, score = 0, subItems }) =>
      node?.selector
        ? [
            {
              selector: node.selector,
              score,
              causes: (subItems?.items ?? []).map(({ cause = '?', extra }) => {
                // A URL (the font, the image) is named by its file; a cause without one stands alone.
                const file = extra?.value?.split(/[?#]/)[0]?.split('/').pop();
                return file ? `${cause}: ${file}` : cause;
              }),
            },
          ]
        : [],
    )
    .sort((a, b) => b.score - a.score);
}
