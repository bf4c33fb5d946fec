import { Toaster } from 'sonner';
import { LeaveBlocker } from '#web/components/admin/form/leave-guard.tsx';
import { useTheme } from '#web/lib/use-theme.ts';
import { SignInAgain } from './sign-in-again.tsx';

/**
 * The notification area of SPEC.md section 8, in the site's theme, and the dialog that asks for
 * the password again when the server refuses the token (sign-in-again.tsx), and the one navigation
 * blocker that holds a link or Back while a form or a sort order has unsaved work (leave-guard.tsx).
 * Loaded only for admins.
 * Notifications come from the top centre at every width, just under the fixed header: over it
 * they covered the header's menus (the locations menu sits in its middle) and, held while the
 * pointer rests on them, blocked the next click there. Modals (centred dialogs, bottom sheets on
 * phones) keep a band of that height free above them (`--toast-band` in modal.module.css), so a
 * notification never covers a modal's buttons; in the bottom-right corner one hid a 600 px
 * dialog's Add button at 1024 × 768. The offsets here and that band are set together.
 */
export default function AdminRuntime() {
  const theme = useTheme() ?? 'light';
  return (
    <>
      <Toaster
        theme={theme}
        position="top-center"
        offset={toastOffset}
        mobileOffset={toastOffset}
        visibleToasts={3}
        closeButton
        richColors={false}
        // The site's face: the library's own style sets the system font on its list.
        style={{ fontFamily: 'var(--font-sans)' }}
      />
      <SignInAgain />
      <LeaveBlocker />
    </>
  );
}

/** From the top edge: the header and a gap; the band modals keep free is this plus three stacked toasts. */
const toastOffset = { top: 'calc(var(--header-h) + 8px)', right: 12, bottom: 12, left: 12 };
