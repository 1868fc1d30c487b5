import { cartPaths, type CartLineRequest, type ServerCartLine } from '@lottery/contracts';
import { apiPost } from './api-client';
import { cartAtom, setCartAtom, type CartItem } from './atoms/cart';
import { tokenAtom } from './atoms/token';
import { memberKeys, queryClient } from './query-client';
import { appStore } from './store';

/**
 * A signed-in member's cart is kept on the server too, so that it follows them to another
 * device; the jotai cart (and its cookie) stays this device's copy, the whole cart for visitors
 * and offline. Sign-in merges this device's cart into the server's; opening the drawer takes the
 * server's; every change made here replaces the server's. Failures leave the local cart as it is.
 */
const linesOf = (items: CartItem[]): CartLineRequest[] =>
  items.filter((item) => item.qty > 0).map((item) => ({ productId: item._id, qty: item.qty }));

const signedIn = (store: typeof appStore) => store.get(tokenAtom) !== null;

function adopt(cart: ServerCartLine[], store: typeof appStore) {
  queryClient.setQueryData(memberKeys.cart, cart);
  store.set(setCartAtom, cart);
}

/** Sign-in: this device's cart joins the member's (union; the server says how), then shows it. */
export async function mergeCartOnSignIn(store = appStore): Promise<void> {
  if (!signedIn(store)) return;
  const local = linesOf(store.get(cartAtom));
  try {
    adopt(
      await apiPost(
        local.length ? cartPaths.merge : cartPaths.list,
        local.length ? { products: local } : {},
      ),
      store,
    );
  } catch {
    // Offline or refused: this device's cart stays; the drawer asks again when opened.
  }
}

/** The member's cart as the server has it now (a query, always asked again), into this device. */
export async function pullCart(store = appStore): Promise<CartItem[]> {
  if (!signedIn(store)) return store.get(cartAtom);
  try {
    const cart = await queryClient.fetchQuery({
      queryKey: memberKeys.cart,
      queryFn: () => apiPost(cartPaths.list),
      staleTime: 0,
    });
    // The server keeps only numbers that can be bought; a line this device saw sell out stays
    // shown (as sold out) until the member removes it, as in a visitor's cart.
    const kept = new Set(cart.map((line) => line._id));
    const soldOutHere = store.get(cartAtom).filter((item) => item.r === 0 && !kept.has(item._id));
    store.set(setCartAtom, [...cart, ...soldOutHere]);
  } catch {
    // Offline: the cart on this device is the one shown.
  }
  return store.get(cartAtom);
}

/** After a change on this device: the member's cart on the server becomes this cart. */
export async function pushCart(store = appStore): Promise<void> {
  if (!signedIn(store)) return;
  const local = linesOf(store.get(cartAtom));
  try {
    const cart = await apiPost(
      local.length ? cartPaths.replace : cartPaths.clear,
      local.length ? { products: local } : {},
    );
    queryClient.setQueryData(memberKeys.cart, cart);
  } catch {
    // Offline: the next change or sign-in sends it again.
  }
}
