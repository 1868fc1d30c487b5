import { ErrorCode, type CheckoutAnswer, type ShortLines } from '@lottery/contracts';
import type { Profile } from '../../lib/atoms/profile';
import type { FieldErrors } from '../../lib/forms';
import { checkCustomerForm, emptyCustomerForm, type BuyMode, type CustomerForm } from './form';

/**
 * The cart drawer's steps (spec sections 2 and 4) as one reducer: 1 review and customer details,
 * 2 payment confirmation, 3 the receipt. Everything here is pure; the requests, the cart atoms
 * and the navigation stay in CartPanel, which dispatches what happened.
 */
export type Step = 'review' | 'confirm' | 'receipt';

/** What the member is told about the connection of the last payment (issue 11). */
export type ConnectionNote = 'recovered' | 'unreachable' | null;

export interface DrawerState {
  step: Step;
  mode: BuyMode;
  form: CustomerForm;
  /** Field at fault → catalogue code, for the friend's details. */
  errors: FieldErrors;
  /** The failure shown next to the pay buttons (a catalogue code). */
  payError: number | null;
  connection: ConnectionNote;
  /** The not-enough-tickets notice: sheets left per product id that ran short at checkout. */
  short: ShortLines | null;
  /** Lines whose stock changed since they were put in the cart ("already bought"). */
  alreadyBought: ReadonlySet<string>;
  /** The member removed the last line: "cart emptied" with a close button. */
  emptied: boolean;
  /** The lines are being re-checked with the server. */
  checking: boolean;
  answer: CheckoutAnswer | null;
  /** The Idempotency-Key of the attempt on the confirm step, kept while it may be retried. */
  attemptKey: string | null;
  /** The receipt was left by its "my tickets" link: closing then does not go home. */
  stayOnClose: boolean;
}

export const initialDrawerState: DrawerState = {
  step: 'review',
  mode: '1',
  form: emptyCustomerForm,
  errors: {},
  payError: null,
  connection: null,
  short: null,
  alreadyBought: new Set(),
  emptied: false,
  checking: false,
  answer: null,
  attemptKey: null,
  stayOnClose: false,
};

export type DrawerEvent =
  | { type: 'opened' }
  /** The lines are sent to the server to re-check their stock (on opening, after a 4005). */
  | { type: 'checkStarted' }
  /** The re-check answered (`alreadyBought`) or failed (lines keep their last known stock). */
  | { type: 'checked'; alreadyBought?: ReadonlySet<string> }
  | { type: 'closed' }
  | { type: 'modeChanged'; mode: BuyMode }
  | { type: 'formChanged'; form: CustomerForm }
  | { type: 'lineRemoved'; last: boolean }
  /** "Pay" on step 1, with what decides whether step 2 may open. */
  | {
      type: 'payPressed';
      balanceCents: number;
      totalCents: number;
      prefix: Profile['prefixPayment'];
      /** A fresh Idempotency-Key for the attempt this opens. */
      key: string;
    }
  | { type: 'cancelled' }
  /** "Confirm and pay" on step 2, sending the attempt with this key. */
  | { type: 'paying'; key: string }
  | { type: 'paid'; answer: CheckoutAnswer; retried: boolean }
  /**
   * Checkout refused (`code`, with the short lines of a 4005), or still unreachable after its
   * retries: then the attempt keeps its key, so pressing again replays rather than buys twice.
   */
  | { type: 'payFailed'; code: number; fields: ShortLines; unreachable: boolean }
  | { type: 'receiptLeft' };

/** Only the errors of fields the member has not changed since they were shown. */
function keepUnchanged(errors: FieldErrors, before: CustomerForm, after: CustomerForm) {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) => after[field as keyof CustomerForm] === before[field as keyof CustomerForm],
    ),
  );
}

export function drawerReducer(state: DrawerState, event: DrawerEvent): DrawerState {
  switch (event.type) {
    case 'opened':
      return { ...state, emptied: false };
    case 'checkStarted':
      return { ...state, checking: true };
    case 'checked':
      return {
        ...state,
        checking: false,
        alreadyBought: event.alreadyBought ?? state.alreadyBought,
      };
    case 'closed':
      // Spec section 4: closing goes back to step 1 and clears the not-enough-tickets notice.
      return {
        ...state,
        step: 'review',
        short: null,
        payError: null,
        connection: null,
        alreadyBought: new Set(),
        answer: null,
        stayOnClose: false,
      };
    case 'modeChanged':
      return { ...state, mode: event.mode, errors: {} };
    case 'formChanged':
      // A field's error goes as soon as the field is changed; the others stay.
      return {
        ...state,
        form: event.form,
        errors: keepUnchanged(state.errors, state.form, event.form),
      };
    case 'lineRemoved':
      return event.last ? { ...state, emptied: true } : state;
    case 'payPressed': {
      const cleared = { ...state, payError: null, connection: null };
      if (event.balanceCents < event.totalCents) {
        return { ...cleared, payError: ErrorCode.InsufficientBalance };
      }
      const errors = checkCustomerForm(state.mode, state.form, event.prefix);
      if (Object.keys(errors).length > 0) return { ...cleared, errors };
      return { ...cleared, errors, step: 'confirm', attemptKey: event.key };
    }
    case 'cancelled':
      return { ...state, step: 'review' };
    case 'paying':
      return { ...state, attemptKey: event.key, payError: null, connection: null };
    case 'paid':
      // Spec section 4: on success the form is reset (uploaded image included).
      return {
        ...state,
        step: 'receipt',
        answer: event.answer,
        form: emptyCustomerForm,
        errors: {},
        payError: null,
        connection: event.retried ? 'recovered' : null,
        attemptKey: null,
      };
    case 'payFailed': {
      if (event.unreachable) return { ...state, payError: null, connection: 'unreachable' };
      // A refusal ends the attempt: what the member changes next is a new one, with a new key.
      const failed = { ...state, payError: event.code, connection: null, attemptKey: null };
      if (event.code === ErrorCode.NotEnoughProduct) {
        return { ...failed, step: 'review', short: event.fields };
      }
      if (event.code === ErrorCode.InsufficientBalance) return { ...failed, step: 'review' };
      return failed;
    }
    case 'receiptLeft':
      return { ...state, stayOnClose: true };
  }
}
