import styles from './load-more.module.css';

/** The 'Load more' button; while the next page loads it reads 'Loading...' (SPEC.md section 4). */
export function LoadMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        onClick={onClick}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? 'Loading...' : 'Load more'}
      </button>
    </div>
  );
}
