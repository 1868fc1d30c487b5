import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieSpec, getCookie, removeCookie } from '../cookies';
import {
  addToCartAtom,
  cartAtom,
  clearCartAtom,
  firstTimeAgreedAtom,
  parseCart,
  removeFromCartAtom,
  replaceCartAtom,
  type CartItem,
} from './cart';

const item = (id: string, qty: number, r = 5): CartItem => ({
  _id: id,
  number: `12345${id}`,
  pi: '/uploads/tickets/a.jpg',
  amt: '3.50',
  r,
  op: ['hot'],
  qty,
});

describe('cart on the device', () => {
  afterEach(() => {
    removeCookie(cookieSpec.cart.name);
    removeCookie(cookieSpec.confirmCartFirstTime.name);
  });

  it('writes every change to the cart cookie and reads it back the same', () => {
    const store = createStore();
    store.set(addToCartAtom, item('1', 2));
    store.set(addToCartAtom, item('2', 1));
    store.set(replaceCartAtom, [{ ...item('1', 2), qty: 4 }]);
    store.set(removeFromCartAtom, '2');
    expect(store.get(cartAtom)).toEqual([{ ...item('1', 2), qty: 4 }]);
    expect(parseCart(getCookie(cookieSpec.cart.name))).toEqual(store.get(cartAtom));
  });

  it('adds to a line already in the cart, never above the sheets left', () => {
    const store = createStore();
    store.set(addToCartAtom, item('1', 2, 3));
    store.set(addToCartAtom, item('1', 2, 3));
    expect(store.get(cartAtom)).toEqual([item('1', 3, 3)]);
  });

  it('clear empties the cart and removes its cookie', () => {
    const store = createStore();
    store.set(addToCartAtom, item('1', 1));
    store.set(clearCartAtom);
    expect(store.get(cartAtom)).toEqual([]);
    expect(getCookie(cookieSpec.cart.name)).toBeNull();
  });

  it('reads a damaged or foreign cookie as an empty cart', () => {
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('[{"_id":1}]')).toEqual([]);
    expect(parseCart(null)).toEqual([]);
  });

  it('remembers the first-time agreement in its cookie', () => {
    const store = createStore();
    expect(store.get(firstTimeAgreedAtom)).toBe(false);
    store.set(firstTimeAgreedAtom, true);
    expect(getCookie(cookieSpec.confirmCartFirstTime.name)).toBe('1');
  });
});
