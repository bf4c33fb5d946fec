import { Link } from 'react-router';
import { cx } from '#web/lib/cx.ts';
import styles from './category-filter.module.css';

interface CategoryFilterProps {
  label: string;
  categories: { _id: string; caption: string }[];
  /** The selected category id; undefined is 'All'. */
  active: string | undefined;
}

/** Filter links ('All' first) that keep the choice in ?category=, so it can be shared and reloaded. */
export function CategoryFilter({ label, categories, active }: CategoryFilterProps) {
  const options = [{ _id: '', caption: 'All' }, ...categories];
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul className={styles.list}>
        {options.map((c) => {
          const selected = (active ?? '') === c._id;
          return (
            <li key={c._id || 'all'}>
              <Link
                to={{ search: c._id ? `?category=${encodeURIComponent(c._id)}` : '' }}
                preventScrollReset
                className={cx(styles.option, selected && styles.selected)}
                aria-current={selected ? 'true' : undefined}
              >
                {c.caption}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
