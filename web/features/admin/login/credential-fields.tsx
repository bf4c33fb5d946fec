import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { textLimits } from '#shared/limits.ts';
import type { loginSchema } from '#shared/schemas/auth.ts';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';

type LoginControl = Control<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>;

/** Email and Password of a sign-in, named for password managers: the sign-in page's and 'Sign in again'. */
export function CredentialFields({ control }: { control: LoginControl }) {
  return (
    <>
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        maxLength={textLimits.email}
      />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={textLimits.password}
      />
    </>
  );
}
