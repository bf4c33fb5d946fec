/**
 * The carousel image's alt when the administrator left it empty: where and which, never a
 * file name.
 */
export function carouselAlt(name: string, alt: string, index: number, total: number): string {
  return alt.trim() || `${name}: filming location ${index + 1} of ${total}`;
}

/** 'See more' opens the gallery filtered to the location's photo category, when it has one. */
export function seeMoreHref(category: string | null): string | null {
  return category ? `/gallery?category=${encodeURIComponent(category)}` : null;
}
