/**
 * The browser's localStorage, or null where reading it throws (storage blocked, some private
 * modes): the session and the theme then last for this page view only.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
