import { Toaster } from 'sonner';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useTheme } from '#web/lib/use-theme.ts';

/**
 * The notification area of SPEC.md section 8, in the site's theme. Loaded only for admins.
 * On phones the modals are bottom sheets, so notifications come from the top, where they do
 * not cover the sheet's buttons.
 */
export default function AdminRuntime() {
  const theme = useTheme() ?? 'light';
  const phone = useMediaQuery('(max-width: 600px)', false);
  return (
    <Toaster theme={theme} position={phone ? 'top-center' : 'bottom-right'} closeButton richColors={false} />
  );
}
