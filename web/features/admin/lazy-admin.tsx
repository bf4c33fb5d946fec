import { type ComponentType, lazy, Suspense } from 'react';
import { useSignedIn } from '#web/lib/session.ts';

/**
 * Wraps an admin component so visitors never download it: the returned component renders
 * nothing on the server, in the hydration render and for visitors, and only for a signed-in
 * administrator does it fetch its chunk (`import()` runs on first render, not before).
 *
 * Call it at module level in a route, with a dynamic import of a file under
 * `features/<name>/admin/`, picking a named export:
 *
 *   const AddSlide = lazyAdmin(() => import('#web/features/home/admin/home-admin.tsx').then((m) => m.AddSlide));
 */
export function lazyAdmin<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function AdminOnly(props: P) {
    const signedIn = useSignedIn();
    if (!signedIn) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return AdminOnly;
}

/** True once the page knows a signed-in administrator is here (never on the server). */
export function useIsAdmin(): boolean {
  return useSignedIn();
}
