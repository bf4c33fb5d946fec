import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { textLimits } from '#shared/limits.ts';
import { loginResponseSchema, loginSchema } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { setLoggingIn, signIn, useSession } from '#web/lib/session.ts';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { useFocusAfterSend } from '#web/components/admin/form/use-focus-after-send.ts';
import { Spinner } from '#web/components/admin/ui/button-spinner.tsx';
import { loginFailureNotice } from './login-failure.ts';
import styles from './login-form.module.css';

const signInNotice = 'sign-in-failure';

/**
 * Email and Password, validated with the server's schema and messages (SPEC.md section 5). On
 * success the token is stored, 'Logged in' shows and the site opens at /, where the admin
 * controls appear. A signed-in user who opens the page goes straight to /.
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

  useEffect(() => {
    if (session.isUserLoggedIn) void navigate('/', { replace: true });
  }, [session.isUserLoggedIn, navigate]);

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

  return (
    // method="post": pressed before the app has started, the browser submits the form itself; a GET
    // would put the password in the address (history, server logs). The server answers it (react-router-handler.ts).
    <form method="post" className={styles.form} noValidate onSubmit={form.handleSubmit(onValid)} aria-busy={pending}>
      <fieldset className={styles.fields} disabled={pending}>
        <TextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={textLimits.email}
        />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={textLimits.password}
        />
      </fieldset>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
