import { ErrorCode, type CheckoutAnswer } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import {
  drawerReducer,
  initialDrawerState,
  type DrawerEvent,
  type DrawerState,
} from './drawer-state';
import { emptyCustomerForm, type CustomerForm } from './form';

const friend: CustomerForm = {
  cusName: 'Sok Dara',
  cusTel: '012345678',
  cusIdenType: 'idcard',
  cusIden: '123456789',
  cusIdenImg: '/uploads/img/id.png',
};
const answer: CheckoutAnswer = {
  orderId: '7',
  total: '7.00',
  balance: '3.00',
  quantity: 2,
  ticketLink: null,
  ticketToken: null,
};
/** "Pay" with $10 for a $7 cart, by a member who buys for friends with an identity. */
const pay = (over: Partial<Extract<DrawerEvent, { type: 'payPressed' }>> = {}): DrawerEvent => ({
  type: 'payPressed',
  balanceCents: 1000,
  totalCents: 700,
  prefix: 'other',
  key: 'key-1',
  ...over,
});
const run = (events: DrawerEvent[], from: DrawerState = initialDrawerState) =>
  events.reduce(drawerReducer, from);
const filled = run([{ type: 'formChanged', form: friend }]);
const confirming = run([pay()], filled);

describe('cart drawer, step 1 to 2', () => {
  it('opens the confirmation with a fresh attempt key when balance and details are good', () => {
    expect(confirming).toMatchObject({ step: 'confirm', attemptKey: 'key-1', errors: {} });
  });

  it('stays on step 1 with "insufficient balance" when the balance is below the total', () => {
    const state = run([pay({ balanceCents: 699 })], filled);
    expect(state).toMatchObject({ step: 'review', payError: ErrorCode.InsufficientBalance });
    expect(state.attemptKey).toBeNull();
  });

  it('stays on step 1 and names every missing field of the friend form', () => {
    const state = run([pay()]);
    expect(state.step).toBe('review');
    expect(state.errors).toEqual({
      cusName: ErrorCode.MissingName,
      cusTel: ErrorCode.MissingTel,
      cusIden: ErrorCode.MissingField,
      cusIdenImg: ErrorCode.MissingField,
    });
  });

  it('is blocked by a missing id image alone', () => {
    const state = run([{ type: 'formChanged', form: { ...friend, cusIdenImg: '' } }, pay()]);
    expect(state.step).toBe('review');
    expect(state.errors).toEqual({ cusIdenImg: ErrorCode.MissingField });
  });

  it('asks a topup member only the friend\'s name and phone; "for myself" asks nothing', () => {
    const empty = run([pay({ prefix: 'topup' })]);
    expect(empty.step).toBe('review');
    expect(Object.keys(empty.errors).sort()).toEqual(['cusName', 'cusTel']);
    const named = { ...emptyCustomerForm, cusName: 'Sok Dara', cusTel: '012345678' };
    const contact = run([{ type: 'formChanged', form: named }, pay({ prefix: 'topup' })]);
    expect(contact.step).toBe('confirm');
    expect(run([{ type: 'modeChanged', mode: '2' }, pay()]).step).toBe('confirm');
  });

  it('drops a field error once that field changes, keeping the others', () => {
    const refused = run([pay()]);
    const typed = drawerReducer(refused, {
      type: 'formChanged',
      form: { ...refused.form, cusName: 'Dara' },
    });
    expect(typed.errors).not.toHaveProperty('cusName');
    expect(typed.errors).toHaveProperty('cusTel', ErrorCode.MissingTel);
  });
});

describe('cart drawer, step 2', () => {
  it('goes back to step 1 on cancel', () => {
    expect(run([{ type: 'cancelled' }], confirming).step).toBe('review');
  });

  it('goes to the receipt on code 0, resetting the form and ending the attempt', () => {
    const state = run([{ type: 'paid', answer, retried: false }], confirming);
    expect(state).toMatchObject({ step: 'receipt', answer, attemptKey: null, connection: null });
    expect(state.form.cusName).toBe('');
    expect(state.form.cusIdenImg).toBe('');
  });

  it('says the payment went through after a retry', () => {
    const state = run([{ type: 'paid', answer, retried: true }], confirming);
    expect(state.connection).toBe('recovered');
  });

  it('goes back to step 1 with the not-enough-tickets notice on 4005', () => {
    const state = run(
      [
        {
          type: 'payFailed',
          code: ErrorCode.NotEnoughProduct,
          fields: { p1: '0' },
          unreachable: false,
        },
      ],
      confirming,
    );
    expect(state).toMatchObject({
      step: 'review',
      short: { p1: '0' },
      payError: ErrorCode.NotEnoughProduct,
      attemptKey: null,
    });
  });

  it('goes back to step 1 on insufficient balance', () => {
    const state = run(
      [{ type: 'payFailed', code: ErrorCode.InsufficientBalance, fields: {}, unreachable: false }],
      confirming,
    );
    expect(state).toMatchObject({ step: 'review', payError: ErrorCode.InsufficientBalance });
  });

  it('keeps the attempt key when the shop stayed unreachable, so pressing again replays it', () => {
    const state = run(
      [
        { type: 'paying', key: 'key-1' },
        { type: 'payFailed', code: ErrorCode.ServiceUnavailable, fields: {}, unreachable: true },
      ],
      confirming,
    );
    expect(state).toMatchObject({
      step: 'confirm',
      attemptKey: 'key-1',
      connection: 'unreachable',
      payError: null,
    });
    // Pressing again clears the note; CartPanel sends the key it still holds.
    expect(run([{ type: 'paying', key: 'key-1' }], state).connection).toBeNull();
  });

  it('ends the attempt on any other refusal, so the next press is a new attempt', () => {
    const state = run(
      [{ type: 'payFailed', code: ErrorCode.GameEventClosed, fields: {}, unreachable: false }],
      confirming,
    );
    expect(state).toMatchObject({ step: 'confirm', attemptKey: null });
  });
});

describe('cart drawer, opening and closing', () => {
  it('closing returns to step 1 and clears the notice, the error and "already bought"', () => {
    const state = run(
      [
        { type: 'checked', alreadyBought: new Set(['p1']) },
        {
          type: 'payFailed',
          code: ErrorCode.NotEnoughProduct,
          fields: { p1: '0' },
          unreachable: false,
        },
        pay(),
        { type: 'closed' },
      ],
      confirming,
    );
    expect(state).toMatchObject({ step: 'review', short: null, payError: null, answer: null });
    expect(state.alreadyBought.size).toBe(0);
    // The friend's details stay for the next opening.
    expect(state.form).toEqual(friend);
  });

  it('remembers that the receipt was left by its link, until the drawer closes', () => {
    const left = run(
      [{ type: 'paid', answer, retried: false }, { type: 'receiptLeft' }],
      confirming,
    );
    expect(left.stayOnClose).toBe(true);
    expect(run([{ type: 'closed' }], left).stayOnClose).toBe(false);
  });

  it('shows "cart emptied" only when the last line was removed, until the next opening', () => {
    expect(run([{ type: 'lineRemoved', last: false }]).emptied).toBe(false);
    const emptied = run([{ type: 'lineRemoved', last: true }]);
    expect(emptied.emptied).toBe(true);
    expect(run([{ type: 'opened' }], emptied).emptied).toBe(false);
  });

  it('re-checks the lines on opening and marks those someone else bought meanwhile', () => {
    const opened = run([{ type: 'opened' }, { type: 'checkStarted' }]);
    expect(opened.checking).toBe(true);
    const checked = run([{ type: 'checked', alreadyBought: new Set(['p2']) }], opened);
    expect(checked.checking).toBe(false);
    expect([...checked.alreadyBought]).toEqual(['p2']);
    // A failed re-check keeps what was known.
    expect(run([{ type: 'checked' }], checked).alreadyBought).toBe(checked.alreadyBought);
  });
});
