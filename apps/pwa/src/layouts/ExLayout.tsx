import { Outlet } from '@tanstack/react-router';
import styles from './ExLayout.module.css';

/** The members-only /ex pages: a plain frame without the shop's navigation. */
export function ExLayout() {
  return (
    <main className={styles.main}>
      <Outlet />
    </main>
  );
}
