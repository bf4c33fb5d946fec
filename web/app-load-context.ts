import type { WebLoadContext } from '#shared/content.ts';

// React Router hands every loader whatever the server's getLoadContext returns; declaring it
// here types `context` in every loader as the services and settings the server passes in.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}

export type { WebLoadContext };
