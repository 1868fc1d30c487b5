import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import styles from './LoadingBar.module.css';

/** Shown only when a navigation takes longer than this, so quick ones do not flicker. */
const THROTTLE_MS = 200;

/** A thin bar at the top of the page while a navigation is pending. */
export function LoadingBar() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setVisible(true), THROTTLE_MS);
    // The navigation ended (or another began): hide the bar until the next slow one.
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [pending]);

  return visible ? <div className={styles.bar} role="progressbar" aria-busy="true" /> : null;
}
