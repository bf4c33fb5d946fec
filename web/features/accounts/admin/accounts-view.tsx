import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { UserAddInput } from '#shared/schemas/user.ts';
import { Spinner } from '#web/components/spinner.tsx';
import { useSession } from '#web/lib/session.ts';
import { AccountRow } from './account-row.tsx';
import { accountsApi } from './accounts-api.ts';
import listStyles from '#web/components/admin/ui/admin-list.module.css';
import styles from './accounts.module.css';
import { AddAccount } from './add-account.tsx';
import { ChangePassword } from './change-password.tsx';
import { FirstPasswordNotice } from './first-password-notice.tsx';
import { useAccounts } from './use-accounts.ts';

/**
 * The accounts admin view (DESIGN.md section 11): every administrator, adding and removing them,
 * and changing your own password. The server refuses removing yourself or the last account; the
 * buttons say so before anyone tries.
 */
export function AccountsView() {
  const { userId } = useSession();
  const { accounts, failed, reload } = useAccounts();
  const [justAdded, setJustAdded] = useState<UserAddInput | null>(null);
  const you = accounts?.find((a) => a._id === userId);

  const remove = async (id: string) => {
    await accountsApi.remove(id);
    reload();
  };
  const keptBecause = (id: string) =>
    id === userId ? messages.accounts.removeSelf : accounts?.length === 1 ? messages.accounts.lastAccount : null;

  return (
    <>
      <section className={styles.section} aria-labelledby="your-account">
        <h2 id="your-account" className={styles.heading}>
          Your account
        </h2>
        <div className={styles.you}>
          <span className={styles.email}>{you?.email ?? '\u00a0'}</span>
          <ChangePassword />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="all-accounts">
        <div className={styles.toolbar}>
          {/* Takes the focus when the last account that could be removed goes (focus-successor.ts). */}
          <h2 id="all-accounts" className={styles.heading} tabIndex={-1} data-focus-fallback>
            Administrators
          </h2>
          <AddAccount
            onAdded={(account) => {
              setJustAdded(account);
              reload();
            }}
          />
        </div>
        {justAdded && <FirstPasswordNotice account={justAdded} onDone={() => setJustAdded(null)} />}
        {accounts ? (
          <ul className={listStyles.list} aria-label="Administrator accounts">
            {accounts.map((account) => (
              <AccountRow
                key={account._id}
                account={account}
                isYou={account._id === userId}
                keptBecause={keptBecause(account._id)}
                onRemove={remove}
              />
            ))}
          </ul>
        ) : failed ? (
          <p className={styles.muted}>
            The accounts could not be loaded.{' '}
            <button type="button" className={styles.link} onClick={reload}>
              Try again
            </button>
          </p>
        ) : (
          <Spinner />
        )}
      </section>
    </>
  );
}
