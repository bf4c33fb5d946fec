import type { z } from 'zod';
import { limits, textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { newPasswordDiffers, passwordChangeFields } from '#shared/schemas/user.ts';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { replaceToken } from '#web/lib/session.ts';
import { accountsApi } from './accounts-api.ts';

/** The shared body plus the repeat only the form has: a typo in a password nobody sees is caught here. */
const changeSchema = passwordChangeFields
  .extend({ repeat: passwordChangeFields.shape.password })
  .refine(newPasswordDiffers.check, newPasswordDiffers.params)
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: messages.accounts.passwordsDiffer,
  });

async function change({ current, password }: z.output<typeof changeSchema>): Promise<void> {
  const { token } = await accountsApi.changePassword({ current, password });
  // The old token ended with the account's other sessions; this one goes on with the new token.
  replaceToken(token);
}

/** Too many wrong current passwords are throttled like sign-ins: say how long to wait. */
function throttled(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  return { title: messages.auth.tooManyAttemptsWait(error.retryAfter ?? 60) };
}

export function ChangePassword() {
  return (
    <FormModal
      title="Change my password"
      description="Your other sessions are signed out; this one stays signed in."
      trigger={<AdminButton kind="edit">Change my password</AdminButton>}
      schema={changeSchema}
      defaultValues={{ current: '', password: '', repeat: '' }}
      submitLabel="Change"
      success={messages.accounts.passwordChanged}
      submit={change}
      failureNotice={throttled}
    >
      {(form) => (
        <>
          <TextField
            control={form.control}
            name="current"
            label="Current password"
            type="password"
            autoComplete="current-password"
            maxLength={textLimits.password}
          />
          <TextField
            control={form.control}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${limits.passwordMin} characters.`}
            maxLength={textLimits.password}
          />
          <TextField
            control={form.control}
            name="repeat"
            label="New password again"
            type="password"
            autoComplete="new-password"
            maxLength={textLimits.password}
          />
        </>
      )}
    </FormModal>
  );
}
