import { Outlet } from '@tanstack/react-router';
import styles from './TemporarilyClosedLayout.module.css';

/** Nothing but the centred page: a closed shop offers no navigation. */
export function TemporarilyClosedLayout() {
  return (
    <main className={styles.main}>
      <Outlet />
    </main>
  );
}
