import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '#web/lib/cx.ts';
import styles from './category-filter.module.css';

export interface FilterCategory {
  _id: string;
  caption: string;
  count_items?: number;
}

interface CategoryFilterProps {
  label: string;
  categories: FilterCategory[];
  /** The selected category id; undefined is 'All'. */
  active: string | undefined;
  /** The admin sees how many items each category holds (SPEC.md section 2). */
  showCounts?: boolean;
  /** The admin's Edit and Delete beside a category; null for one that has none. */
  categoryActions?: (category: FilterCategory) => ReactNode;
}

/** Filter links ('All' first) that keep the choice in ?category=, so it can be shared and reloaded. */
export function CategoryFilter({
  label,
  categories,
  active,
  showCounts = false,
  categoryActions,
}: CategoryFilterProps) {
  const options: FilterCategory[] = [{ _id: '', caption: 'All' }, ...categories];
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul className={cx(styles.list, categoryActions && styles.admin)}>
        {options.map((c) => {
          const selected = (active ?? '') === c._id;
          const actions = c._id ? categoryActions?.(c) : null;
          return (
            <li key={c._id || 'all'} className={actions ? styles.withActions : undefined}>
              <Link
                to={{ search: c._id ? `?category=${encodeURIComponent(c._id)}` : '' }}
                preventScrollReset
                className={cx(styles.option, selected && styles.selected)}
                aria-current={selected ? 'true' : undefined}
              >
                <span className={styles.label} title={c.caption}>
                  {c.caption}
                </span>
                {showCounts && c.count_items !== undefined && (
                  <>
                    {' '}
                    <span className={styles.count}>{c.count_items}</span>
                  </>
                )}
              </Link>
              {actions}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
