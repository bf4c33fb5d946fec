import { useState } from 'react';
import type { UserAddInput } from '#shared/schemas/user.ts';
import { notify } from '#web/lib/notify.ts';
import styles from './accounts.module.css';

/**
 * The new account's first password, this once: nothing stores it in the browser and the server
 * keeps only its hash, so Done (or leaving the page) is the last chance to copy it.
 */
export function FirstPasswordNotice({ account, onDone }: { account: UserAddInput; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.password);
      setCopied(true);
    } catch {
      notify.error('Could not copy', 'Select the password and copy it by hand');
    }
  };
  return (
    <div className={styles.notice} role="status" aria-labelledby="first-password-title">
      <p id="first-password-title" className={styles.noticeTitle}>
        Account added for <strong>{account.email}</strong>
      </p>
      <p className={styles.muted}>Give them this first password. It is not shown again.</p>
      <div className={styles.secret}>
        <code aria-label="First password">{account.password}</code>
        <button type="button" className={styles.action} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy password'}
        </button>
      </div>
      <button type="button" className={styles.link} onClick={onDone}>
        Done
      </button>
    </div>
  );
}
