import { addedResponseSchema, removedResponseSchema } from '#shared/schemas/common.ts';
import {
  passwordChangeResponseSchema,
  usersSchema,
  type PasswordChangeInput,
  type UserAddInput,
} from '#shared/schemas/user.ts';
import { api } from '#web/lib/api-client.ts';

/** The accounts calls of DESIGN.md section 11 (JSON bodies: nothing is uploaded). */
export const accountsApi = {
  list: () => api.get('/api/users', usersSchema),
  add: (input: UserAddInput) => api.post('/api/users/add', input, addedResponseSchema),
  remove: (id: string) => api.get(`/api/users/remove/${encodeURIComponent(id)}`, removedResponseSchema),
  /** Answers this session's new token: the one it was sent with has ended with the others. */
  changePassword: (input: PasswordChangeInput) =>
    api.post('/api/auth/password', input, passwordChangeResponseSchema),
};
