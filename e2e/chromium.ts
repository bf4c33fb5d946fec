/**
 * The system Chromium (Debian package `chromium`) and the flags that keep it offline-safe on a
 * closed network (DESIGN.md section 2): without the resolver rule it keeps calling Google hosts.
 * Shared by the browser tests and `npm run bench:web`.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
];

/** Chunks only the admin loads are named after their entry modules. */
export const adminChunkName =
  /\/assets\/(home-admin|team-admin|videos-admin|gallery-admin|category-admin|location-admin|accounts-view|activity-view|trash-view|admin-runtime|sort-item|loaded-list-sorter)-[\w-]+\.js$/;
