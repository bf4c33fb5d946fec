import { useId } from 'react';
import type { User } from '#shared/schemas/user.ts';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import listStyles from '#web/components/admin/ui/admin-list.module.css';
import styles from './accounts.module.css';
import { formatDay } from '#web/components/admin/admin-dates.ts';


export interface AccountRowProps {
  account: User;
  isYou: boolean;
  /** Why this account cannot be removed (yours, the last one); null when it can. */
  keptBecause: string | null;
  onRemove: (id: string) => Promise<unknown>;
}

export function AccountRow({ account, isYou, keptBecause, onRemove }: AccountRowProps) {
  const reasonId = useId();
  const label = `Remove ${account.email}`;
  return (
    <li className={listStyles.row}>
      <div className={styles.who}>
        <span className={styles.email}>
          {account.email}
          {isYou && <span className={styles.badge}>you</span>}
        </span>
        <span className={styles.muted}>Added {formatDay(account.createdAt)}</span>
      </div>
      {keptBecause ? (
        <div className={styles.kept}>
          <AdminButton kind="delete" disabled aria-label={label} aria-describedby={reasonId}>
            Remove
          </AdminButton>
          <span id={reasonId} className={styles.reason}>
            {keptBecause}
          </span>
        </div>
      ) : (
        <ConfirmDelete
          title="Remove account"
          trigger={
            <AdminButton kind="delete" aria-label={label}>
              Remove
            </AdminButton>
          }
          onConfirm={() => onRemove(account._id)}
        >
          <p>
            <strong>{account.email}</strong> can no longer sign in, and is signed out everywhere at once.
          </p>
        </ConfirmDelete>
      )}
    </li>
  );
}
