import { type ReactNode, useEffect, useRef } from 'react';
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

/**
 * Label, control, hint and error of one form field. The error is brought into view whenever the
 * field holds the focus with one (a failed save focuses the field, or a limit is passed while
 * typing): focusing scrolls only as far as the control, and on a phone the message under it
 * stayed below the modal's fold.
 */
export function FieldFrame({ id, label, hint, error, errorTitle, children }: FieldFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const reveal = () => message.current?.scrollIntoView({ block: 'nearest' });
  useEffect(() => {
    if (error && frame.current?.contains(document.activeElement)) reveal();
  }, [error]);

  return (
    <div ref={frame} className={styles.field} onFocus={reveal}>
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
        <p ref={message} id={`${id}-error`} className={styles.error} role="alert">
          {errorTitle && <strong>{errorTitle}. </strong>}
          {error}
        </p>
      )}
    </div>
  );
}
