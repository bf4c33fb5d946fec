import { Moon, Sun } from '#web/components/icons.tsx';
import { useTheme, useToggleTheme } from '#web/lib/use-theme.ts';
import styles from './theme-toggle.module.css';

/**
 * Which icon shows is decided by CSS from <html data-theme>, so the server markup is right
 * before hydration; aria-pressed follows once the browser knows the theme.
 */
export function ThemeToggle() {
  const theme = useTheme();
  const toggle = useToggleTheme();
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={toggle}
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      title="Toggle dark theme"
    >
      <Sun className={styles.sun} />
      <Moon className={styles.moon} />
    </button>
  );
}
