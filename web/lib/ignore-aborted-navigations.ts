/**
 * A navigation that Back or Forward interrupts (its data still on the way) is aborted by React
 * Router, and the fetch it aborted rejects with an AbortError that nothing awaits any more: the
 * browser reported it as an uncaught error (its stack is React Router's own abort call). A
 * cancelled request is not a failure; any other unhandled rejection is still reported.
 */
export function ignoreAbortedNavigations(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.name === 'AbortError') event.preventDefault();
  });
}
