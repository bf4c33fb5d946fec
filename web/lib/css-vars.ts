import type { CSSProperties } from 'react';

/** Inline custom properties (React's CSSProperties does not know `--name` keys). */
export function cssVars(vars: Record<`--${string}`, string | number>): CSSProperties {
  return vars as CSSProperties;
}
