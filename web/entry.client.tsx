// First, so that it runs before React DOM's module body (see the file).
import { restoreErrorStacks } from './lib/quiet-error-stacks.ts';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ignoreAbortedNavigations } from './lib/ignore-aborted-navigations.ts';
import { markReactListening } from './lib/deferred-app.ts';

// React Router's default client entry, with the stacks of React DOM's top-level errors left out.
restoreErrorStacks();
ignoreAbortedNavigations();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  // React listens from here on; a press before it is replayed once the app has started (root.tsx).
  markReactListening();
});
