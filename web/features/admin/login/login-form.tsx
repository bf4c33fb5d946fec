import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { loginResponseSchema, loginSchema } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { cx } from '#web/lib/cx.ts';
import { returnPath } from '#web/lib/return-to.ts';
import { notify } from '#web/lib/notify.ts';
import {
  heldSubmitAttribute,
  holdSubmitUntilApp,
  stalledSubmitAttribute,
} from '#web/lib/deferred-app.ts';
import { setLoggingIn, signIn, useSession } from '#web/lib/session.ts';
import { useFocusAfterSend } from '#web/components/admin/form/use-focus-after-send.ts';
import { Spinner } from '#web/components/admin/ui/button-spinner.tsx';
import { CredentialFields } from './credential-fields.tsx';
import { loginFailureNotice } from './login-failure.ts';
import styles from './login-form.module.css';

const signInNotice = 'sign-in-failure';

/**
 * Email and Password, validated with the server's schema and messages (SPEC.md section 5). On
 * success the token is stored, 'Logged in' shows and the site opens at /, where the admin
 * controls appear (or at the admin page that sent the visitor here, `?next=`). A signed-in user
 * who opens the page goes straight there.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const session = useSession();
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const pending = session.isLogginingIn;
  const focusAfterSend = useFocusAfterSend(form, pending);
  const formRef = useRef<HTMLFormElement>(null);

  // The home page, or the admin page the sign-in was asked from (/login?next=…).
  const { search } = useLocation();
  useEffect(() => {
    if (session.isUserLoggedIn) void navigate(returnPath(search), { replace: true });
  }, [session.isUserLoggedIn, navigate, search]);

  const onValid = async (values: z.output<typeof loginSchema>) => {
    setLoggingIn(true);
    try {
      signIn(await api.post('/api/auth/login', values, loginResponseSchema));
      notify.success(messages.auth.loggedIn);
    } catch (error) {
      setLoggingIn(false);
      // Back to the password, selected, ready to be typed again (the fields were disabled meanwhile).
      focusAfterSend('password', true);
      const notice = loginFailureNotice(error);
      // One notice however often the button is pressed: each failure replaces the last.
      if (notice) notify.error(notice.title, notice.description, signInNotice);
    }
  };

  const submit = form.handleSubmit(onValid);

  // The page is served whole and the app starts after it has painted (deferred-app.ts): what was
  // typed or filled in by a password manager meanwhile is in the inputs but not in the form's
  // state, and the first render after hydration would clear it. Taken over before that render,
  // and a Sign in pressed meanwhile (held by the boot script) is sent now.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    for (const name of ['email', 'password'] as const) {
      const input = element.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value !== form.getValues(name))
        form.setValue(name, input.value);
    }
    if (element.hasAttribute(heldSubmitAttribute)) {
      element.removeAttribute(heldSubmitAttribute);
      element.removeAttribute(stalledSubmitAttribute);
      void submit();
    }
    // Once, when the app takes over the server's form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // method="post": should the app never start (no JavaScript), the browser posts the form itself; a
    // GET would put the password in the address (history, server logs). The server answers it
    // (react-router-handler.ts). Before the app has started, the boot script holds it instead,
    // marking the form (heldSubmitAttribute) before React hydrates it: hence suppressHydrationWarning.
    <form
      ref={formRef}
      method="post"
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      {...holdSubmitUntilApp}
      suppressHydrationWarning
    >
      {/* Without a script nothing can sign in (the server sends a posted form back): say so first. */}
      <noscript>
        <p className={styles.notice}>{messages.auth.needsJavaScript}</p>
      </noscript>
      <fieldset className={styles.fields} disabled={pending}>
        <CredentialFields control={form.control} />
      </fieldset>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
      {/* Shown by the boot script's mark only: a press held while the app has not started. */}
      <p className={cx(styles.notice, styles.stalled)} role="alert">
        {messages.auth.waitingForPage}
      </p>
    </form>
  );
}
