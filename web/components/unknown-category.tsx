import { Link } from 'react-router';
import pageStyles from './page.module.css';

/**
 * A list page whose address names a category there is not (deleted since the link was shared,
 * or a stale filter of a page opened before): said so, with the way to the whole list, instead
 * of an empty list that reads like a category without items. The loader answers 404.
 */
export function UnknownCategory({ allHref, allLabel }: { allHref: string; allLabel: string }) {
  return (
    <p className={pageStyles.empty}>
      This category does not exist. <Link to={allHref}>{allLabel}</Link>
    </p>
  );
}

/** Whether a list's `category` filter names none of its categories. */
export const isUnknownCategory = (
  category: string | undefined,
  categories: readonly { _id: string }[],
) => category !== undefined && !categories.some((c) => c._id === category);
