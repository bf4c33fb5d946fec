import { messages } from '#shared/messages.ts';
import type { User, UserAddInput } from '#shared/schemas/user.ts';
import { AppError, invalid, notFound, unauthorized } from '../../errors.ts';
import { noteItem } from '../../http/request-context.ts';
import type { AdminUser } from '../auth/auth.service.ts';
import type { UsersRepository } from '../auth/users.repository.ts';

/**
 * The administrator accounts (DESIGN.md section 11). Every account may do everything; the rules
 * are only that the site always keeps one and that nobody removes the account they are using.
 */
export function createUsersService(deps: {
  users: UsersRepository;
  /** Hashes a new password in its turn in the sign-in hash queue. */
  hashPassword: (password: string) => Promise<string>;
}) {
  const { users, hashPassword } = deps;
  return {
    list: (): Promise<User[]> => users.list(),

    /** The e-mail is unique whatever its case ('Ann@x.com' is 'ann@x.com'). */
    async add(input: UserAddInput): Promise<void> {
      const taken = () => invalid([{ field: 'email', message: messages.accounts.emailTaken }]);
      // Checked before hashing too, so a repeated e-mail costs no argon2 work.
      if (await users.byEmail(input.email)) throw taken();
      const id = await users.add(input.email, await hashPassword(input.password));
      if (id === null) throw taken();
      noteItem({ kind: 'account', itemId: id, caption: input.email.toLowerCase() });
    },

    /** Its tokens stop working at once: the auth guard finds no account for them. */
    async remove(id: string, admin: AdminUser | null): Promise<void> {
      if (!admin) throw unauthorized();
      if (id === admin.id) throw new AppError(400, messages.accounts.removeSelf, 'validation_failed');
      const account = await users.byId(id);
      const result = await users.removeUnlessLast(id);
      if (result === 'missing') throw notFound();
      if (result === 'last') throw new AppError(400, messages.accounts.lastAccount, 'validation_failed');
      noteItem({ kind: 'account', itemId: id, caption: account?.email ?? '' });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
