import { screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, type Deposit, type Withdrawal } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { profileAtom, type Profile } from '../../../lib/atoms/profile';
import { tokenAtom } from '../../../lib/atoms/token';
import { standInApi } from '../../../lib/testing/api-stand-in';
import { renderWithShop } from '../../../lib/testing/render-with-shop';
import { km } from '../../../lib/testing/texts';
import type { HistoryQuery } from '../api';
import { HistoryPanel } from './HistoryPanel';
import { PaymentPage } from './PaymentPage';

const profile: Profile = {
  id: 7,
  username: '0812345678',
  name: 'Sok',
  role: 'member',
  balance: '12.00',
  totalTicket: 0,
  prefixPayment: 'topup',
  bankName: 'ABA',
  accountName: 'SOK DARA',
  accountNumber: '000111222',
  telegram: null,
  notification: 'none',
};

const signedIn = [
  [tokenAtom, 'token-1'],
  [profileAtom, profile],
] as const;

const range = { StartDate: '2026-11-01', endDate: '2026-11-27' };
const deposits: HistoryQuery = { kind: 'deposits', range, page: 1 };
const withdrawals: HistoryQuery = { kind: 'withdrawals', range, page: 1 };

const withdrawal: Withdrawal = {
  RefId: 'WD-2001',
  amt: '12.00',
  status: 'pending',
  bankName: 'ABA',
  accountName: 'SOK DARA',
  accountNumber: '000111222',
  createdAt: '2026-11-27T04:00:00.000Z',
  settledAt: null,
  bankReference: null,
  reason: null,
};

const deposit: Deposit = {
  RefId: 'DEP-1001',
  amt: '5.00',
  status: 'confirmed',
  khqr: '00020101021229180014khqr@stand.in',
  createdAt: '2026-11-26T04:00:00.000Z',
  expiresAt: '2026-11-26T04:15:00.000Z',
  confirmedAt: '2026-11-26T04:01:00.000Z',
  late: false,
};

const noop = () => undefined;

describe('payment page', () => {
  it('a history that failed to load says so with "try again", which shows it', async () => {
    let asked = 0;
    standInApi({
      '/api/customer/payment/getHistoryDeposit': () =>
        ++asked === 1
          ? { code: ErrorCode.GenericError, status: 500 }
          : { period: { items: [deposit], total: 1 } },
    });
    const { user } = await renderWithShop(
      <HistoryPanel query={deposits} onQuery={noop} onShowQr={noop} />,
      { atoms: signedIn },
    );
    const failed = await screen.findByTestId('history-failed');
    expect(screen.queryAllByTestId('history-row')).toHaveLength(0);
    await user.click(within(failed).getByRole('button', { name: km['common.retry'] }));
    const row = await screen.findByTestId('history-row');
    expect(row).toHaveTextContent('DEP-1001');
    expect(screen.queryByTestId('history-failed')).toBeNull();
  });

  it('after a withdrawal, the balance and the withdrawals listed on screen are the new ones', async () => {
    let withdrawn = false;
    const api = standInApi({
      '/api/customer/passkey/list': { period: [] },
      '/api/customer/payment/withdraw': () => {
        withdrawn = true;
        return { period: withdrawal };
      },
      '/api/customer/user/profile': () => ({
        period: { ...profile, balance: withdrawn ? '0.00' : profile.balance },
      }),
      '/api/customer/payment/getHistoryWithdraw': () => ({
        period: withdrawn ? { items: [withdrawal], total: 1 } : { items: [], total: 0 },
      }),
    });
    const { user } = await renderWithShop(
      <>
        <PaymentPage tab="withdraw" onTab={noop} query={withdrawals} onQuery={noop} />
        <HistoryPanel query={withdrawals} onQuery={noop} onShowQr={noop} />
      </>,
      { atoms: signedIn },
    );
    expect(await screen.findByText(km['payment.noHistory'])).toBeVisible();
    await user.click(screen.getByRole('button', { name: km['payment.withdrawAll'] }));
    await user.click(screen.getByRole('button', { name: km['payment.confirmWithdraw'] }));
    await screen.findByTestId('withdraw-done');
    // The list on screen is asked again after the write, and shows the withdrawal.
    await waitFor(() => expect(screen.getByTestId('history-row')).toHaveTextContent('WD-2001'));
    expect(api.to('/api/customer/payment/getHistoryWithdraw')).toHaveLength(2);
    expect(screen.getByTestId('payment-balance')).toHaveTextContent('0.00');
  });
});
