import { Outlet } from '@tanstack/react-router';
import { lazy } from 'react';
import { BottomBar } from '../components/BottomBar';
import { ErrorDialog } from '../components/ErrorDialog';
import { OnceOpened } from '../components/OnceOpened';
import { Overlay } from '../components/Overlay';
import { Snackbar } from '../components/Snackbar';
import { TopBar } from '../components/TopBar';
import { cartOpenAtom } from '../lib/atoms/cart-drawer';
import { contactOpenAtom } from '../lib/atoms/contact';
import { giftDrawerOpenAtom, receiveDrawerOpenAtom } from '../lib/atoms/gift';
import styles from './DefaultLayout.module.css';

// The cart (its forms and receipt), the gift drawers and the contact dialog (QR codes) load on
// first open.
const CartDrawer = lazy(() =>
  import('../features/cart/components/CartDrawer').then((m) => ({ default: m.CartDrawer })),
);
const ContactDialog = lazy(() =>
  import('../features/contact/components/ContactDialog').then((m) => ({
    default: m.ContactDialog,
  })),
);
const GiftDrawer = lazy(() =>
  import('../features/gifts/components/GiftDrawer').then((m) => ({ default: m.GiftDrawer })),
);
const ReceiveDrawer = lazy(() =>
  import('../features/gifts/components/ReceiveDrawer').then((m) => ({ default: m.ReceiveDrawer })),
);

/**
 * Top bar, page, bottom bar (mobile), the cart, gift and receive drawers, and the global
 * snackbar, overlay and dialogs.
 */
export function DefaultLayout() {
  return (
    <div className={styles.shell}>
      <TopBar />
      <main className={styles.main}>
        <Outlet />
      </main>
      <BottomBar />
      <OnceOpened openAtom={contactOpenAtom}>
        <ContactDialog />
      </OnceOpened>
      <OnceOpened openAtom={cartOpenAtom}>
        <CartDrawer />
      </OnceOpened>
      <OnceOpened openAtom={giftDrawerOpenAtom}>
        <GiftDrawer />
      </OnceOpened>
      <OnceOpened openAtom={receiveDrawerOpenAtom}>
        <ReceiveDrawer />
      </OnceOpened>
      <Snackbar />
      <Overlay />
      <ErrorDialog />
    </div>
  );
}
