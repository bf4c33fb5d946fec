import { AddressForm } from './address-form.tsx';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  loading: boolean;
  /** The last press failed to load: a message says so, and the button tries again. */
  failed?: boolean;
  onClick: () => void;
  /** The list's address with one more page (`?pages=`): where the button goes when no script runs. */
  next: string;
}

/**
 * The 'Load more' button; while the next page loads it reads 'Loading...' (SPEC.md section 4).
 * Without a script (or before the app has started) it opens `next`, the list one page longer
 * rendered by the server, so every card can be reached.
 */
export function LoadMore({ loading, failed = false, onClick, next }: LoadMoreProps) {
  return (
    // While loading, the button refuses presses without being disabled: a disabled button loses
    // the focus (to <body>), and the keyboard's place with it.
    <AddressForm className={styles.wrap} to={next} onSubmit={() => !loading && onClick()}>
      <button
        type="submit"
        className={styles.button}
        aria-disabled={loading || undefined}
        aria-busy={loading}
      >
        {loading ? 'Loading...' : 'Load more'}
      </button>
      {/* Always in the page, so a screen reader announces the text when it appears. */}
      <p role="alert" className={styles.error}>
        {failed ? 'Could not load more. Check the connection and try again.' : ''}
      </p>
    </AddressForm>
  );
}
