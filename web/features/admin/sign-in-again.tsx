import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { loginResponseSchema, loginSchema } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { useTrackModalOpen } from '#web/lib/modal-open.ts';
import { notify } from '#web/lib/notify.ts';
import { forgetSession, getSession, signIn, useSession } from '#web/lib/session.ts';
import { offerSignInAgain } from '#web/lib/sign-in-again.ts';
import { useFocusAfterSend } from '#web/components/admin/form/use-focus-after-send.ts';
import { Spinner } from '#web/components/admin/ui/button-spinner.tsx';
import { firstField } from '#web/components/admin/ui/modal-context.ts';
import styles from '#web/components/admin/ui/modal.module.css';
import { CredentialFields } from './login/credential-fields.tsx';
import { loginFailureNotice } from './login/login-failure.ts';

type Values = z.input<typeof loginSchema>;

/**
 * 'Sign in again' over the page when the server refuses the stored token (web/lib/sign-in-again.ts):
 * whatever form was open stays open behind it with what was typed. Signed in, the dialog goes
 * and the form's Save works again; Sign out forgets the session as before.
 */
export function SignInAgain() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  // The fields are disabled while the sign-in runs: the focus goes back once they are not.
  const focusAfterSend = useFocusAfterSend(form, pending);
  // The token the server refused: another tab signing in meanwhile stores a new one, which this
  // tab takes up too (web/lib/session.ts), and then there is nothing left to ask.
  const [refused, setRefused] = useState<string | null>(null);
  const { token } = useSession();
  const content = useRef<HTMLDivElement>(null);
  // Where the focus was when the question came, to go back to once signed in (focusBehind).
  const before = useRef<Element | null>(null);
  useEffect(
    () =>
      offerSignInAgain(() => {
        before.current = document.activeElement;
        setRefused(getSession().token);
        form.reset();
        setOpen(true);
      }),
    [form],
  );
  const signedInElsewhere = token !== null && token !== refused;
  const shown = open && !signedInElsewhere;
  useTrackModalOpen(shown);

  const signOut = () => {
    setOpen(false);
    form.reset();
    forgetSession();
    notify.sessionExpired();
  };

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      signIn(await api.post('/api/auth/login', values, loginResponseSchema));
      setOpen(false);
      form.reset();
      notify.success(messages.auth.loggedIn);
    } catch (error) {
      form.setValue('password', '');
      focusAfterSend('password');
      const notice = loginFailureNotice(error);
      if (notice) notify.error(notice.title, notice.description, 'sign-in-again-failure');
    } finally {
      setPending(false);
    }
  });

  return (
    <Dialog.Root open={shown}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* Only its own buttons close it: a stray Escape or click beside it must not sign out and
            close the form behind it. */}
        <Dialog.Content
          ref={content}
          className={styles.content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusBehind(before.current, content.current);
          }}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <header className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>Sign in again</Dialog.Title>
              <Dialog.Description className={styles.description}>
                {messages.auth.signInAgain}
              </Dialog.Description>
            </div>
          </header>
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            <div className={styles.body}>
              <fieldset className={styles.fields} disabled={pending}>
                <CredentialFields control={form.control} />
              </fieldset>
            </div>
            <footer className={styles.footer}>
              <div className={styles.status} />
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={signOut}
                  disabled={pending}
                >
                  Sign out
                </button>
                <button
                  type="submit"
                  className={styles.primary}
                  disabled={pending}
                  aria-busy={pending}
                >
                  {pending && <Spinner />}
                  Sign in
                </button>
              </div>
            </footer>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * After the dialog: back to what had the focus when it came, when that is still there and usable;
 * else to the first field of the form left open behind it (its Save, disabled while the refused
 * request ran, had dropped the focus to <body>). Radix would focus a trigger, and there is none.
 */
function focusBehind(before: Element | null, own: HTMLElement | null): void {
  const usable =
    before instanceof HTMLElement &&
    before.isConnected &&
    before !== document.body &&
    !before.matches(':disabled');
  if (usable) {
    before.focus();
    return;
  }
  const behind = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')]
    .filter((dialog) => dialog !== own)
    .at(-1);
  behind?.querySelector<HTMLElement>(firstField)?.focus();
}
