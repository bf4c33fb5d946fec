import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '#web/lib/session.ts';

const AdminRuntime = lazy(() => import('./admin-runtime.tsx'));

/**
 * Mounts the admin runtime (the notification area) for a signed-in administrator and on the
 * sign-in page. Once loaded it stays, so the notifications of a sign-in (shown after moving to /)
 * or of an expired session (shown after the session is gone) still appear.
 */
export function AdminRuntimeSlot() {
  const { known, isUserLoggedIn } = useSession();
  const onLogin = useLocation().pathname === '/login';
  const [wanted, setWanted] = useState(false);
  // `known` is false on the server and in the hydration render: the runtime is browser-only.
  if (!wanted && known && (isUserLoggedIn || onLogin)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AdminRuntime />
    </Suspense>
  );
}
