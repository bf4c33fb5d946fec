import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** A thin bar at the top while any page's data loads, so a slow link never feels dead. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} aria-hidden="true" />;
}
