import { AdminThumb, type AdminThumbProps } from '#web/components/admin/ui/admin-thumb.tsx';
import styles from './sort-item.module.css';

export interface SortItemProps extends AdminThumbProps {
  caption: string;
  meta?: string;
}

/** What one row of a sort mode shows: a small picture, the item's caption and a line about it. */
export function SortItem({ picture, shape, src, caption, meta }: SortItemProps) {
  return (
    <span className={styles.item}>
      <AdminThumb picture={picture} shape={shape} src={src} />
      <span className={styles.text}>
        <span className={styles.caption}>{caption}</span>
        {meta ? <span className={styles.meta}>{meta}</span> : null}
      </span>
    </span>
  );
}
