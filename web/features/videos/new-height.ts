/**
 * Card height in px for the video at `index` of the list (SPEC.md section 9). The rules are
 * checked in the spec's order, so index 0 is 250 although it is also even. The two columns
 * (even and odd indexes) end up with staggered heights: 250/310 on the left, 280 on the right.
 */
export function newHeight(index: number): number {
  if (index === 0 || index % 4 === 0) return 250;
  if (index === 1 || (index + 1) % 5 === 0) return 280;
  if (index % 2 === 0) return 310;
  return 280;
}
