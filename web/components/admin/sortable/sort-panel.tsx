import type { ReactNode } from 'react';
import { Spinner } from '../ui/button-spinner.tsx';
import buttonStyles from '../ui/modal.module.css';
import styles from './sortable.module.css';

export interface SortPanelProps {
  title: string;
  /** How to move items, and where the order shows. */
  help: string;
  pending: boolean;
  /** Save is offered only once something moved. */
  changed: boolean;
  onSave: () => void;
  onCancel: () => void;
  busy?: boolean;
  children: ReactNode;
}

/** A sort mode's frame: its title with Cancel and Save always in reach, the help, the list. */
export function SortPanel({ title, help, pending, changed, onSave, onCancel, busy = false, children }: SortPanelProps) {
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section className={styles.sorter} aria-labelledby={titleId} aria-busy={pending || busy}>
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.buttons}>
          <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={pending}>
            Cancel
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={onSave}
            disabled={pending || !changed}
            aria-busy={pending}
          >
            {pending && <Spinner />}
            Save
          </button>
        </div>
      </div>
      <p className={styles.help}>{help}</p>
      {children}
    </section>
  );
}
