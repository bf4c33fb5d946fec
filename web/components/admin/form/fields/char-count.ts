/** The share of a limit after which a field shows its character counter. */
export const counterFromShare = 0.8;

export interface CharCount {
  /** Near the limit or past it: the counter is on screen. */
  shown: boolean;
  /** Past the limit: the schema will refuse the value. */
  over: boolean;
  /** '182 / 200' as it is shown. */
  text: string;
  /** The same for a screen reader ('182 of 200 characters'). */
  spoken: string;
}

/**
 * What a text field's counter says for a value of `length` characters against `max`. It stays
 * away until the last fifth of the limit, so short captions show no number at all; counting is
 * by UTF-16 code units, as zod's `.max()` counts.
 */
export function charCount(length: number, max: number): CharCount {
  return {
    shown: length >= Math.ceil(max * counterFromShare),
    over: length > max,
    text: `${length} / ${max}`,
    spoken: `${length} of ${max} characters`,
  };
}
