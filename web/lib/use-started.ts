import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and in the hydration render, true once the app runs in the browser
 * (which is after the load event: web/lib/deferred-app.ts). For work the first paint must not
 * wait for, such as fetching the images of slides not yet in view.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
