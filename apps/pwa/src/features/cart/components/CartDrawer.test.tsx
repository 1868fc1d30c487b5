import { screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, type CheckoutAnswer, type HomeDraw } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { km } from '../../../lib/testing/texts';
import { addToCartAtom, clearCartAtom, firstTimeAgreedAtom } from '../../../lib/atoms/cart';
import { cartOpenAtom } from '../../../lib/atoms/cart-drawer';
import { homeDrawAtom } from '../../../lib/atoms/home-draw';
import { profileAtom, type Profile } from '../../../lib/atoms/profile';
import { tokenAtom } from '../../../lib/atoms/token';
import { standInApi, type StandInAnswer } from '../../../lib/testing/api-stand-in';
import { renderWithShop } from '../../../lib/testing/render-with-shop';
import { CartDrawer } from './CartDrawer';

const draw: HomeDraw = {
  _id: '40',
  status: 'ONGO',
  roundName: 'R40',
  drawDate: '2026-12-01',
  openSellAt: '2026-11-16T00:00:00Z',
  closeSellAt: '2026-12-01T08:00:00Z',
};

const profile = (balance: string): Profile => ({
  id: 7,
  username: '0812345678',
  name: 'Sok',
  role: 'member',
  balance,
  totalTicket: 0,
  prefixPayment: 'topup',
  bankName: null,
  accountName: null,
  accountNumber: null,
  telegram: null,
  notification: 'none',
});

const line = { _id: '501', number: '123456', pi: null, amt: '3.50', r: 5, op: [], qty: 2 };

const receipt: CheckoutAnswer = {
  orderId: '900',
  total: '7.00',
  balance: '13.00',
  quantity: 2,
  ticketLink: null,
  ticketToken: null,
};

/** A signed-in member with one line of two sheets in the cart, the drawer open. */
function openCart(balance: string) {
  return [
    [tokenAtom, 'token-1'],
    [profileAtom, profile(balance)],
    [homeDrawAtom, draw],
    [firstTimeAgreedAtom, true],
    [clearCartAtom, undefined],
    [addToCartAtom, line],
    [cartOpenAtom, true],
  ] as const;
}

function shop(balance: string, checkout: StandInAnswer) {
  return standInApi({
    '/api/customer/user/checkProduct': { period: [{ _id: '501', amt: '3.50', r: 5 }] },
    '/api/customer/user/profile': { period: profile(balance) },
    '/api/customer/user/myTicket': { period: [] },
    '/api/customer/transaction/create': checkout,
  });
}

describe('cart drawer', () => {
  it('goes from the cart, to the confirmation, to the receipt', async () => {
    const api = shop('20.00', { period: receipt });
    const { user } = await renderWithShop(<CartDrawer />, { atoms: openCart('20.00') });

    // Step 1: the line, the totals and "pay".
    const drawer = screen.getByRole('dialog', { name: km['cart.title'] });
    expect(within(drawer).getByText('123456')).toBeVisible();
    await user.click(within(drawer).getByRole('radio', { name: km['cart.modeMyself'] }));
    const pay = await within(drawer).findByRole('button', { name: /^បង់ប្រាក់ .*7\.00/ });
    await within(drawer).findByText(km['cart.myselfHelp']);
    await waitEnabled(pay);
    await user.click(pay);

    // Step 2: what is bought and for whom; then "pay now".
    expect(within(drawer).getByRole('heading', { name: km['cart.confirmTitle'] })).toBeVisible();
    expect(within(drawer).getByText(km['cart.confirmMyself'])).toBeVisible();
    expect(api.to('/api/customer/transaction/create')).toHaveLength(0);
    await user.click(within(drawer).getByRole('button', { name: km['cart.confirmPay'] }));

    // Step 3: the receipt.
    expect(
      await within(drawer).findByRole('heading', { name: km['cart.successTitle'] }),
    ).toBeVisible();
    expect(within(drawer).getByTestId('receipt-total')).toHaveTextContent('7.00');
    expect(within(drawer).getByRole('link', { name: km['cart.seeMyTickets'] })).toBeVisible();
    const [sent] = api.to('/api/customer/transaction/create');
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(sent?.body).toMatchObject({ products: [{ productId: '501', qty: 2 }] });
  });

  it('"cancel" on the confirmation goes back to the cart without buying', async () => {
    const api = shop('20.00', { period: receipt });
    const { user } = await renderWithShop(<CartDrawer />, { atoms: openCart('20.00') });

    const drawer = screen.getByRole('dialog', { name: km['cart.title'] });
    await user.click(within(drawer).getByRole('radio', { name: km['cart.modeMyself'] }));
    const pay = within(drawer).getByRole('button', { name: /^បង់ប្រាក់ .*7\.00/ });
    await waitEnabled(pay);
    await user.click(pay);
    await user.click(within(drawer).getByRole('button', { name: km['common.cancel'] }));

    expect(within(drawer).getByText('123456')).toBeVisible();
    expect(within(drawer).queryByRole('heading', { name: km['cart.confirmTitle'] })).toBeNull();
    expect(api.to('/api/customer/transaction/create')).toHaveLength(0);
  });

  it('says the balance is short and offers a top-up instead of opening the confirmation', async () => {
    shop('1.00', { code: ErrorCode.InsufficientBalance, status: 400 });
    const { user } = await renderWithShop(<CartDrawer />, { atoms: openCart('1.00') });

    const drawer = screen.getByRole('dialog', { name: km['cart.title'] });
    expect(within(drawer).getByText(km['cart.topUpHelp'])).toBeVisible();
    expect(within(drawer).getByRole('link', { name: km['cart.topUp'] })).toBeVisible();
    await user.click(within(drawer).getByRole('radio', { name: km['cart.modeMyself'] }));
    const pay = within(drawer).getByRole('button', { name: /^បង់ប្រាក់ .*7\.00/ });
    await waitEnabled(pay);
    await user.click(pay);

    expect(within(drawer).queryByRole('heading', { name: km['cart.confirmTitle'] })).toBeNull();
  });
});

/** "Pay" waits for the stock re-check the drawer makes on opening. */
async function waitEnabled(button: HTMLElement) {
  await waitFor(() => expect(button).toBeEnabled());
}
