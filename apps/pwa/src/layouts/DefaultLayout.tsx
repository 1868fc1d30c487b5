import { Outlet } from '@tanstack/react-router';
import { BottomBar } from '../components/BottomBar';
import { CartDrawer } from '../features/cart/components/CartDrawer';
import { ErrorDialog } from '../components/ErrorDialog';
import { Overlay } from '../components/Overlay';
import { Snackbar } from '../components/Snackbar';
import { TopBar } from '../components/TopBar';
import { ContactDialog } from '../features/contact/components/ContactDialog';
import styles from './DefaultLayout.module.css';

/** Top bar, page, bottom bar (mobile), and the global snackbar, overlay and dialogs. */
export function DefaultLayout() {
  return (
    <div className={styles.shell}>
      <TopBar />
      <main className={styles.main}>
        <Outlet />
      </main>
      <BottomBar />
      <ContactDialog />
      <CartDrawer />
      <Snackbar />
      <Overlay />
      <ErrorDialog />
    </div>
  );
}
