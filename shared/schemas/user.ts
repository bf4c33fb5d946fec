import { z } from 'zod';
import { limits, textLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { commonPasswords } from '../common-passwords.ts';
import { emailPattern, objectIdSchema } from './common.ts';

/** An administrator account as GET /api/users lists it (never its password hash). */
export const userSchema = z.object({
  _id: objectIdSchema,
  email: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const usersSchema = z.array(userSchema);

/**
 * A new password: the sign-in minimum (SPEC.md section 9) and the longest argon2 is given, and not
 * one an attacker tries first: a well-known one, or one character over and over.
 */
const newPassword = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .min(limits.passwordMin, messages.minSymbols(limits.passwordMin))
  .max(textLimits.password, messages.maxSymbols(textLimits.password))
  .refine(
    (password) => !commonPasswords.has(password.toLowerCase()) && !/^(.)\1*$/su.test(password),
    messages.accounts.passwordCommon,
  );

/** POST /api/users/add: the account's e-mail and its first password. */
export const userAddFields = z.object({
  email: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(textLimits.email, messages.maxSymbols(textLimits.email))
    .regex(emailPattern, messages.emailInvalid),
  password: newPassword,
});
/**
 * The address is the first thing tried against an account: not its password too, whole or its
 * name part, in any letter case. For a new account and for a changed password alike.
 */
export function passwordNotEmail(email: string, password: string): boolean {
  const lower = password.toLowerCase();
  return lower !== email.toLowerCase() && lower !== email.split('@')[0]?.toLowerCase();
}
export const userAddSchema = userAddFields.refine(
  ({ email, password }) => passwordNotEmail(email, password),
  {
    path: ['password'],
    message: messages.accounts.passwordIsEmail,
  },
);
export type UserAddInput = z.infer<typeof userAddSchema>;

/** POST /api/auth/password: the signed-in administrator's current password and the new one. */
export const passwordChangeFields = z.object({
  // Only required and bounded: whether it is right is the server's check (throttled like a sign-in).
  current: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(textLimits.password, messages.maxSymbols(textLimits.password)),
  password: newPassword,
});
/** A change to the same password would end the other sessions and change nothing. */
export const newPasswordDiffers = {
  check: ({ current, password }: { current: string; password: string }) => current !== password,
  params: { path: ['password'], message: messages.accounts.passwordUnchanged },
};
export const passwordChangeSchema = passwordChangeFields.refine(
  newPasswordDiffers.check,
  newPasswordDiffers.params,
);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/**
 * The password changed and every other session of the account ended; `token` replaces the one
 * the request came with (which ended too), so this session goes on.
 */
export const passwordChangeResponseSchema = z.object({
  message: z.literal(messages.success),
  status: z.literal(200),
  token: z.string(),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;
