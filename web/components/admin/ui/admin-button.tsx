import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '#web/lib/cx.ts';
import { PencilIcon, PlusIcon, TrashIcon } from './admin-icons.tsx';
import styles from './admin-button.module.css';

const icons = { add: PlusIcon, edit: PencilIcon, delete: TrashIcon } as const;

export interface AdminButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Picks the icon and, for delete, the warning colour. */
  kind?: keyof typeof icons;
  /** `overlay`: drawn over a photo (slides), so it brings its own dark backdrop. */
  tone?: 'page' | 'overlay';
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The look of every admin control (add, edit, delete), so they read as tools laid over the
 * site rather than part of it. Works as a Radix trigger (`asChild`): props and ref pass through.
 */
export function AdminButton({
  kind,
  tone = 'page',
  className,
  children,
  type = 'button',
  ...rest
}: AdminButtonProps) {
  const Icon = kind ? icons[kind] : null;
  return (
    <button
      type={type}
      className={cx(
        styles.button,
        tone === 'overlay' && styles.overlay,
        kind === 'delete' && styles.danger,
        className,
      )}
      {...rest}
    >
      {Icon && <Icon />}
      <span>{children}</span>
    </button>
  );
}

/** A row of admin controls. */
export function AdminBar({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.bar, className)}>{children}</div>;
}
