import { z } from 'zod';
import { limits, textLimits } from '../limits.ts';
import { emailPattern } from './common.ts';
import { messages } from '../messages.ts';

const m = messages.signIn;

/** Sign-in form and POST /api/auth/login body (SPEC.md section 5, messages verbatim; the maximums are textLimits'). */
export const loginSchema = z.object({
  email: z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .max(textLimits.email, messages.maxSymbols(textLimits.email))
    .regex(emailPattern, m.emailInvalid),
  password: z
    .string({ error: m.required })
    .min(1, m.required)
    .min(limits.passwordMin, m.passwordMin)
    // Checked before the handler, so an over-long body never reaches argon2.
    .max(textLimits.password, messages.maxSymbols(textLimits.password)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({
  message: z.literal(messages.auth.loggedIn),
  token: z.string(),
  userId: z.string(),
  username: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/logout: the token it was called with no longer works (DESIGN.md section 11). */
export const logoutResponseSchema = z.object({
  message: z.literal(messages.success),
  status: z.literal(200),
});
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
