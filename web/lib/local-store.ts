/**
 * The browser's localStorage, or undefined where reading it throws (storage blocked, some private
 * modes): the session and the theme then last for this page view only.
 */
export function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
