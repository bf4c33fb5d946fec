import { Link, type MetaDescriptor } from 'react-router';
import type { WebLoadContext } from '#shared/content.ts';
import { SignInPrompt } from '#web/features/admin/sign-in-prompt.tsx';
import type { ChromeHandle } from '#web/lib/chrome.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { MetaMatches } from '#web/lib/site-settings.ts';
import { useSession } from '#web/lib/session.ts';
import styles from '#web/routes/login.module.css';

/**
 * The frame of the administrator's own pages (/admin/accounts, /admin/activity, /admin/trash):
 * like /admin, no site navigation or footer, a card with the title, the view (a lazy admin
 * chunk) or a sign-in prompt, and the way back to /admin. Each route is a few lines on top.
 */
export const adminPageHandle: ChromeHandle = { chrome: { header: 'none', footer: false } };

export function adminPageLoader({ context }: { context: WebLoadContext }) {
  return { publicUrl: context.settings.publicUrl };
}

export function adminPageMeta(
  args: { matches: MetaMatches; loaderData: { publicUrl: string } | undefined },
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  return pageMeta({ matches: args.matches, ...page, publicUrl: args.loaderData?.publicUrl ?? '', noindex: true });
}

export function AdminPage({
  id,
  title,
  width = 'wide',
  signInText,
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  width?: 'wide' | 'widest';
  /** What signing in would let the visitor do here. */
  signInText: string;
  children: React.ReactNode;
}) {
  const { known, isUserLoggedIn } = useSession();
  return (
    <section className={styles.page} aria-labelledby={id}>
      <div className={`${styles.card} ${styles[width]}`}>
        <h1 id={id}>{title}</h1>
        {known && !isUserLoggedIn ? <SignInPrompt>{signInText}</SignInPrompt> : children}
        <Link to="/admin" className={styles.back}>
          Back to the admin
        </Link>
      </div>
    </section>
  );
}
