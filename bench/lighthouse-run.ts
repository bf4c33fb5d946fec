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

/** Lighthouse's flags for bench:web and bench:sched: the browser on `port`, its defaults otherwise (mobile, simulated throttling). */
export function lighthouseFlags(port: number): Flags {
  return {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...lighthouseCategories],
    clearStorageTypes: [...clearStorageTypes],
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
