import { cookieSpec, removeCookie } from './cookies';
import { tokenAtom } from './atoms/token';
import { appStore } from './store';

/** Forgets the member on this device: token, cart and the first-time cart notice. */
export function clearSession(): void {
  appStore.set(tokenAtom, null);
  removeCookie(cookieSpec.cart.name);
  removeCookie(cookieSpec.confirmCartFirstTime.name);
}
