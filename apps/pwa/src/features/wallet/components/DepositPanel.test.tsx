import { screen } from '@testing-library/react';
import { ErrorCode, type Deposit } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { km } from '../../../lib/testing/texts';
import { profileAtom, type Profile } from '../../../lib/atoms/profile';
import { tokenAtom } from '../../../lib/atoms/token';
import { standInApi } from '../../../lib/testing/api-stand-in';
import { renderWithShop } from '../../../lib/testing/render-with-shop';
import { shownDepositAtom } from '../atoms';
import { DepositPanel } from './DepositPanel';

const profile: Profile = {
  id: 7,
  username: '0812345678',
  name: 'Sok',
  role: 'member',
  balance: '2.00',
  totalTicket: 0,
  prefixPayment: 'topup',
  bankName: null,
  accountName: null,
  accountNumber: null,
  telegram: null,
  notification: 'none',
};

/** Signed in, with no deposit on screen yet (the store is the app's, shared by the tests). */
const signedIn = [
  [tokenAtom, 'token-1'],
  [profileAtom, profile],
  [shownDepositAtom, null],
] as const;

function deposit(status: Deposit['status']): Deposit {
  const now = Date.now();
  return {
    RefId: 'DEP-1001',
    amt: '5.00',
    status,
    khqr: '00020101021229180014khqr@stand.in',
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 15 * 60_000).toISOString(),
    confirmedAt: status === 'confirmed' ? new Date(now).toISOString() : null,
    late: false,
  };
}

describe('deposit panel', () => {
  it('turns an amount into a QR code to pay, which says "received" once the money arrives', async () => {
    let polls = 0;
    const api = standInApi({
      '/api/customer/payment/deposit': { period: deposit('pending') },
      '/api/customer/payment/depositLink': { period: { link: null } },
      // The first poll still waits; the next one finds the payment.
      '/api/customer/payment/getDeposit': () => {
        polls += 1;
        return { period: deposit(polls > 1 ? 'confirmed' : 'pending') };
      },
      '/api/customer/user/profile': { period: { ...profile, balance: '7.00' } },
    });
    const { user } = await renderWithShop(<DepositPanel userId="7" />, { atoms: signedIn });

    await user.type(screen.getByLabelText(km['payment.amountUsd']), '5');
    // The amount in riel shows as it is typed.
    expect(screen.getByTestId('amount-khr')).toBeVisible();
    await user.click(screen.getByRole('button', { name: km['payment.createQr'] }));

    expect(await screen.findByRole('heading', { name: km['payment.scanTitle'] })).toBeVisible();
    expect(screen.getByRole('img', { name: km['payment.qrLabel'] })).toBeVisible();
    expect(screen.getByText('DEP-1001')).toBeVisible();
    expect(screen.getByText(km['payment.waiting'])).toBeVisible();
    expect(api.to('/api/customer/payment/deposit')[0]?.body).toEqual({ amt: '5' });
    expect(api.to('/api/customer/payment/deposit')[0]?.headers.get('Idempotency-Key')).toBeTruthy();

    expect(
      await screen.findByRole('heading', { name: km['payment.received'] }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByTestId('deposit-new-balance')).toHaveTextContent('7.00');
    expect(screen.getByRole('button', { name: km['payment.newDeposit'] })).toBeVisible();
  }, 15_000);

  it('asks for an amount instead of sending zero', async () => {
    const api = standInApi({});
    const { user } = await renderWithShop(<DepositPanel userId="7" />, { atoms: signedIn });

    await user.type(screen.getByLabelText(km['payment.amountUsd']), '0');
    await user.click(screen.getByRole('button', { name: km['payment.createQr'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      await errorText(ErrorCode.MissingAmount),
    );
    expect(api.sent).toHaveLength(0);
  });

  it('shows the server refusal next to the form', async () => {
    standInApi({
      '/api/customer/payment/deposit': { code: ErrorCode.InvalidPayment, status: 400 },
    });
    const { user } = await renderWithShop(<DepositPanel userId="7" />, { atoms: signedIn });

    await user.type(screen.getByLabelText(km['payment.amountUsd']), '3');
    await user.click(screen.getByRole('button', { name: km['payment.createQr'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      await errorText(ErrorCode.InvalidPayment),
    );
    expect(screen.queryByRole('heading', { name: km['payment.scanTitle'] })).toBeNull();
  });
});

async function errorText(code: number): Promise<string> {
  const { errorTexts } = await import('@lottery/contracts/error-texts/km');
  return errorTexts[code as keyof typeof errorTexts];
}
