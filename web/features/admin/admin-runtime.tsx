import { Toaster } from 'sonner';
import { useTheme } from '#web/lib/use-theme.ts';

/** The notification area of SPEC.md section 8, in the site's theme. Loaded only for admins. */
export default function AdminRuntime() {
  const theme = useTheme() ?? 'light';
  return <Toaster theme={theme} position="bottom-right" closeButton richColors={false} />;
}
