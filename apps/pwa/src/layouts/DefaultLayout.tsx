import { Outlet } from '@tanstack/react-router';
import { BottomBar } from '../components/BottomBar';
import { CartDrawer } from '../features/cart/components/CartDrawer';
import { ErrorDialog } from '../components/ErrorDialog';
import { Overlay } from '../components/Overlay';
import { Snackbar } from '../components/Snackbar';
import { TopBar } from '../components/TopBar';
import { GiftDrawer } from '../features/gifts/components/GiftDrawer';
import { ReceiveDrawer } from '../features/gifts/components/ReceiveDrawer';
import { ContactDialog } from '../features/contact/components/ContactDialog';
import styles from './DefaultLayout.module.css';

/** Top bar, page, bottom bar (mobile), the cart, gift and receive drawers, and the global snackbar, overlay and dialogs. */
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
      <GiftDrawer />
      <ReceiveDrawer />
      <Snackbar />
      <Overlay />
      <ErrorDialog />
    </div>
  );
}
