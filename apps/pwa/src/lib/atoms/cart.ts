import { atom } from 'jotai';
import * as v from 'valibot';
import { cookieSpec, getCookie, removeCookie, setCookie } from '../cookies';

/**
 * One cart line (spec section 3): `_id`, `pi` (photo), `amt` (unit price, "3.50"), `r` (sheets
 * left when last checked), `op` (option tags), `qty` (chosen), plus the six digits to show.
 */
export interface CartItem {
  _id: string;
  number: string;
  pi: string | null;
  amt: string;
  r: number;
  op: string[];
  qty: number;
}

const cartItemSchema = v.object({
  _id: v.string(),
  number: v.string(),
  pi: v.nullable(v.string()),
  amt: v.string(),
  r: v.pipe(v.number(), v.integer(), v.minValue(0)),
  op: v.array(v.string()),
  qty: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The cart kept in the `cart` cookie; anything unreadable (old format, edited) is an empty cart. */
export function parseCart(text: string | null): CartItem[] {
  if (!text) return [];
  try {
    const parsed = v.safeParse(v.array(cartItemSchema), JSON.parse(text));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export const serializeCart = (items: CartItem[]) => JSON.stringify(items);

/** Adds `qty` sheets of a line (merging with the same `_id`), never above the sheets left. */
export function addLine(items: CartItem[], line: CartItem): CartItem[] {
  const existing = items.find((item) => item._id === line._id);
  if (!existing) return [...items, { ...line, qty: Math.min(line.qty, line.r) }];
  const qty = Math.min(existing.qty + line.qty, line.r);
  return items.map((item) => (item._id === line._id ? { ...line, qty } : item));
}

/** Cart quantity: sum of qty (spec section 3), the number on the cart badges. */
export const cartQuantity = (items: CartItem[]) => items.reduce((sum, item) => sum + item.qty, 0);

const baseCartAtom = atom<CartItem[]>(parseCart(getCookie(cookieSpec.cart.name)));

/** The cart on this device, restored from its cookie at start (1 day). */
export const cartAtom = atom((get) => get(baseCartAtom));

/** The cart as it was before the last stock check: its `r` tells what changed meanwhile. */
export const cartTempAtom = atom<CartItem[]>([]);

function store(items: CartItem[]) {
  setCookie(cookieSpec.cart.name, serializeCart(items), cookieSpec.cart.maxAge);
}

/** Spec section 4: add, replace by _id and remove by _id rewrite the cookie; clear removes it. */
export const addToCartAtom = atom(null, (get, set, line: CartItem) => {
  const items = addLine(get(baseCartAtom), line);
  set(baseCartAtom, items);
  store(items);
});

export const replaceCartAtom = atom(null, (get, set, items: CartItem[]) => {
  const byId = new Map(items.map((item) => [item._id, item]));
  const next = get(baseCartAtom).map((item) => byId.get(item._id) ?? item);
  set(baseCartAtom, next);
  store(next);
});

export const removeFromCartAtom = atom(null, (get, set, id: string) => {
  const items = get(baseCartAtom).filter((item) => item._id !== id);
  set(baseCartAtom, items);
  store(items);
});

/** The whole cart at once: the member's cart as the server answered it (lib/server-cart.ts). */
export const setCartAtom = atom(null, (_get, set, items: CartItem[]) => {
  set(baseCartAtom, items);
  store(items);
});

export const clearCartAtom = atom(null, (_get, set) => {
  set(baseCartAtom, []);
  set(cartTempAtom, []);
  removeCookie(cookieSpec.cart.name);
});

const baseFirstTimeAgreedAtom = atom(getCookie(cookieSpec.confirmCartFirstTime.name) !== null);

/** Whether the member agreed to the first-time notice (cookie, 10 days); writing true agrees. */
export const firstTimeAgreedAtom = atom(
  (get) => get(baseFirstTimeAgreedAtom),
  (_get, set, agreed: boolean) => {
    set(baseFirstTimeAgreedAtom, agreed);
    if (agreed)
      setCookie(cookieSpec.confirmCartFirstTime.name, '1', cookieSpec.confirmCartFirstTime.maxAge);
    else removeCookie(cookieSpec.confirmCartFirstTime.name);
  },
);
