import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { userAddSchema, type UserAddInput } from '#shared/schemas/user.ts';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { accountsApi } from './accounts-api.ts';
import styles from './accounts.module.css';
import { strongPassword } from './strong-password.ts';

/** Adds an administrator with a suggested strong first password; `onAdded` shows it once more to copy. */
export function AddAccount({ onAdded }: { onAdded: (account: UserAddInput) => void }) {
  return (
    <FormModal
      title="Add administrator"
      description="They sign in with this e-mail and first password, then change the password themselves."
      trigger={<AdminButton kind="add">Add account</AdminButton>}
      schema={userAddSchema}
      defaultValues={{ email: '', password: strongPassword() }}
      submitLabel="Add"
      success={messages.notify.added}
      submit={async (values) => {
        await accountsApi.add(values);
        // Shown as the server stores it (lowercased), which is how it signs in.
        onAdded({ ...values, email: values.email.toLowerCase() });
      }}
    >
      {(form) => (
        <>
          <TextField control={form.control} name="email" label="E-mail" type="email" maxLength={textLimits.email} />
          <TextField
            control={form.control}
            name="password"
            label="First password"
            hint="A strong one is suggested; you may type your own. It is shown once more after adding, to copy."
            maxLength={textLimits.password}
          />
          <button
            type="button"
            className={styles.link}
            onClick={() => form.setValue('password', strongPassword(), { shouldDirty: true, shouldValidate: true })}
          >
            Suggest another
          </button>
        </>
      )}
    </FormModal>
  );
}
