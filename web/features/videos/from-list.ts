/**
 * The history state of a video page opened from the work list: its close control then goes
 * Back, to the very entry and scroll position the visitor left.
 */
export const fromListState = { fromList: true } as const;

export function cameFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromList?: unknown }).fromList === true;
}
