import { ErrorCode } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../lib/atoms/cart';
import {
  checkCustomerForm,
  checkoutRequest,
  emptyCustomerForm,
  idPhotoProblem,
  MAX_ID_PHOTO_BYTES,
  type CustomerForm,
} from './form';

const friend: CustomerForm = {
  cusName: ' Sok Dara ',
  cusTel: '012345678',
  cusIdenType: 'idcard',
  cusIden: '123456789',
  cusIdenImg: '/uploads/img/id.png',
};
const lines: CartItem[] = [
  { _id: '5', number: '123456', pi: null, amt: '3.50', r: 3, op: [], qty: 2 },
  { _id: '6', number: '654321', pi: null, amt: '3.50', r: 0, op: [], qty: 0 },
];

describe('checkout form', () => {
  it('asks a member buying for a friend for every field, with the catalogue codes', () => {
    expect(checkCustomerForm('1', emptyCustomerForm, 'other')).toEqual({
      cusName: ErrorCode.MissingName,
      cusTel: ErrorCode.MissingTel,
      cusIden: ErrorCode.MissingField,
      cusIdenImg: ErrorCode.MissingField,
    });
    expect(checkCustomerForm('1', friend, 'other')).toEqual({});
  });

  it('checks the number by identity type: 9 digits for an id card, 7-9 for a passport', () => {
    const card = { ...friend, cusIden: '12345678' };
    expect(checkCustomerForm('1', card, 'other')).toEqual({ cusIden: ErrorCode.InvalidFormat });
    const passport = { ...friend, cusIdenType: 'passport' as const, cusIden: 'N1234567' };
    expect(checkCustomerForm('1', passport, 'other')).toEqual({});
    expect(checkCustomerForm('1', { ...passport, cusIden: 'N12' }, 'other')).toEqual({
      cusIden: ErrorCode.InvalidFormat,
    });
    expect(checkCustomerForm('1', { ...friend, cusTel: '01234' }, 'other')).toEqual({
      cusTel: ErrorCode.InvalidTel,
    });
  });

  it('asks nothing for myself; a topup member names the friend by name and phone', () => {
    expect(checkCustomerForm('2', emptyCustomerForm, 'other')).toEqual({});
    expect(Object.keys(checkCustomerForm('1', emptyCustomerForm, 'topup')).sort()).toEqual([
      'cusName',
      'cusTel',
    ]);
    const shortTel = { ...emptyCustomerForm, cusName: 'Dara', cusTel: '12345' };
    expect(Object.keys(checkCustomerForm('1', shortTel, 'topup'))).toEqual(['cusTel']);
    expect(checkCustomerForm('1', { ...shortTel, cusTel: '012345678' }, 'topup')).toEqual({});
  });

  it('sends only lines with qty, and the fields each mode allows', () => {
    expect(checkoutRequest(lines, '1', friend, 'other', '12')).toEqual({
      gameEventId: '12',
      products: [{ productId: '5', qty: 2 }],
      isGift: false,
      cusName: 'Sok Dara',
      cusTel: '012345678',
      cusIdenType: 'idcard',
      cusIden: '123456789',
      cusIdenImg: '/uploads/img/id.png',
    });
    expect(checkoutRequest(lines, '2', friend, 'other', '12')).toEqual({
      gameEventId: '12',
      products: [{ productId: '5', qty: 2 }],
      isGift: true,
    });
    const topup = checkoutRequest(lines, '1', friend, 'topup', undefined);
    expect(topup).toEqual({
      products: [{ productId: '5', qty: 2 }],
      isGift: false,
      cusName: 'Sok Dara',
      cusTel: '012345678',
    });
  });
});

describe('id photo', () => {
  const file = (name: string, type: string, size: number) =>
    new File([new Uint8Array(size)], name, { type });

  it('takes one jpg or png under the limit', () => {
    expect(idPhotoProblem([file('id.png', 'image/png', 1000)])).toBeNull();
    expect(idPhotoProblem([file('id.JPEG', '', 1000)])).toBeNull();
  });

  it('names what is wrong: none, several, another type, too big (the message says 5 MB)', () => {
    expect(idPhotoProblem([])).toBe('cart.photoRequired');
    expect(idPhotoProblem([file('a.png', 'image/png', 1), file('b.png', 'image/png', 1)])).toBe(
      'cart.photoOneFile',
    );
    expect(idPhotoProblem([file('id.gif', 'image/gif', 10)])).toBe('cart.photoType');
    expect(idPhotoProblem([file('id.png', 'image/png', MAX_ID_PHOTO_BYTES)])).toBe(
      'cart.photoTooBig',
    );
    expect(idPhotoProblem([file('id.png', 'image/png', MAX_ID_PHOTO_BYTES - 1)])).toBeNull();
  });
});
