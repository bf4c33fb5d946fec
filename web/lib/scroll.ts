/** Scrolls so that `element` sits `offsetPx` below the top of the viewport. */
export function scrollToElement(element: HTMLElement, offsetPx: number, smooth: boolean): void {
  const top = element.getBoundingClientRect().top + window.scrollY - offsetPx;
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
}
