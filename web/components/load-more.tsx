import styles from './load-more.module.css';

export interface LoadMoreProps {
  loading: boolean;
  onClick: () => void;
  /** The list's address with one more page (`?pages=`): where the button goes when no script runs. */
  next: string;
}

/**
 * The 'Load more' button; while the next page loads it reads 'Loading...' (SPEC.md section 4).
 * It submits a GET form to `next`, which the app stops and loads in place: without a script (or
 * before the app has started) the browser opens that address instead, and the server renders the
 * list one page longer, so every card can be reached.
 */
export function LoadMore({ loading, onClick, next }: LoadMoreProps) {
  const [action, search = ''] = next.split('?');
  return (
    <form
      className={styles.wrap}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {[...new URLSearchParams(search)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={styles.button} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </button>
    </form>
  );
}
