import type { ReactNode } from 'react';
import styles from './fields.module.css';

export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Also shown in bold before the error text ('Missed image'). */
  errorTitle?: string;
  children: ReactNode;
}

/** Ids for a field's hint, character counter and error, so the control can point at them with aria-describedby. */
export function describedBy(
  id: string,
  hint?: string,
  error?: string,
  counted = false,
): string | undefined {
  const ids = [hint && `${id}-hint`, counted && `${id}-count`, error && `${id}-error`].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error of one form field. */
export function FieldFrame({ id, label, hint, error, errorTitle, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {errorTitle && <strong>{errorTitle}. </strong>}
          {error}
        </p>
      )}
    </div>
  );
}
