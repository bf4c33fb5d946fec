import { Link } from 'react-router';
import { useLocationLinks } from '#web/lib/location-links.ts';
import { signOut, useSession } from '#web/lib/session.ts';
import styles from './admin-overview.module.css';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** What the administrator manages, and where (the editing happens on the site's own pages). */
const areas = [
  { to: '/', title: 'Home slides', text: 'Add, edit and delete the slides of the home page.' },
  { to: '/videos', title: 'Work', text: 'Videos, video categories and the order of the videos.' },
  { to: '/gallery', title: 'Gallery', text: 'Photos and photo categories.' },
  { to: '/team#team', title: 'Team members', text: 'Add, edit and delete the people of the team.' },
  { to: '/team#work-with', title: 'Partners', text: "Add and delete the logos under 'Work with'." },
  { to: '/team#we-are', title: 'About-us texts', text: 'The text and extra text at the top of the team page.' },
  { to: '/admin/trash', title: 'Trash', text: 'Deleted items for 30 days: restore them or delete them for good.' },
  { to: '/admin/accounts', title: 'Accounts', text: 'The administrators: add and remove their accounts, change your own password.' },
  { to: '/admin/activity', title: 'Activity', text: 'Who changed what and when, sign-ins and refused sign-ins, newest first.' },
  {
    to: '/contacts',
    title: 'Site settings',
    text: 'Company name, logo, description, share image, offices and social links (the Site settings button).',
  },
];

/**
 * The /admin page. Signed-in state is only known in the browser, so the server (and the
 * hydration render) show neither the list nor the sign-in link.
 */
export function AdminOverview() {
  const session = useSession();
  // Without any location, an unknown address is where the first one is added.
  const firstLocation = useLocationLinks()[0]?.path ?? '/locations';
  if (!session.known) return null;
  if (!session.isUserLoggedIn) {
    return <SignInPrompt>Sign in to add, edit and delete the site’s content.</SignInPrompt>;
  }
  return (
    <>
      <p className={styles.lead}>
        {session.username ? <>Signed in as {session.username}. </> : null}
        Edit controls appear on the site&rsquo;s own pages:
      </p>
      <ul className={styles.areas}>
        {[
          ...areas.slice(0, 1),
          {
            to: firstLocation,
            title: 'Locations',
            text: 'Texts, hero and carousel images of the location pages; add, rename or delete a location.',
          },
          ...areas.slice(1),
        ].map((area) => (
          <li key={area.to}>
            <Link to={area.to} className={styles.area}>
              <span className={styles.areaTitle}>{area.title}</span>
              <span className={styles.areaText}>{area.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.secondary} onClick={signOut}>
        Sign out
      </button>
    </>
  );
}
