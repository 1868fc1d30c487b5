import { profileAtom } from './atoms/profile';
import { cookieSpec, removeCookie } from './cookies';
import { tokenAtom } from './atoms/token';
import { appStore } from './store';

/** Forgets the member on this device: token, profile, cart and the first-time cart notice. */
export function clearSession(store = appStore): void {
  store.set(tokenAtom, null);
  store.set(profileAtom, null);
  removeCookie(cookieSpec.cart.name);
  removeCookie(cookieSpec.confirmCartFirstTime.name);
}
