import { screen, within } from '@testing-library/react';
import { ErrorCode, type GiftView } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { en, km } from '../../../lib/testing/texts';
import { receiveGiftCodeAtom } from '../../../lib/atoms/gift';
import { tokenAtom } from '../../../lib/atoms/token';
import { standInApi } from '../../../lib/testing/api-stand-in';
import { renderWithShop } from '../../../lib/testing/render-with-shop';
import { ReceiveDrawer } from './ReceiveDrawer';

const gift = (over: Partial<GiftView> = {}): GiftView => ({
  giftCode: 'G1',
  status: 'waiting',
  senderName: 'Sok',
  name: 'Dara',
  createdAt: '2026-11-20T03:00:00Z',
  receivedAt: null,
  receivedByMe: false,
  sentByMe: false,
  draws: [
    {
      gid: '40',
      roundName: 'R40',
      drawDate: '2026-12-01',
      tickets: [
        {
          number: '246810',
          amt: '3.50',
          sheets: [{ sheetId: 's1', number: '246810', setNo: 1, photo: null }],
        },
      ],
    },
  ],
  ...over,
});

const openFor = (code: string) =>
  [
    [tokenAtom, 'token-1'],
    [receiveGiftCodeAtom, code],
  ] as const;

async function errorText(code: number): Promise<string> {
  const { errorTexts } = await import('@lottery/contracts/error-texts/km');
  return errorTexts[code as keyof typeof errorTexts];
}

describe('receive drawer', () => {
  it('shows who the gift is from and its tickets; "receive" makes them mine', async () => {
    const api = standInApi({
      '/api/customer/transaction/expandGift': { period: gift() },
      '/api/customer/transaction/recivedGift': { period: { giftId: '1', sheets: 1 } },
      '/api/customer/user/profile': { code: ErrorCode.GenericError, status: 500 },
    });
    const { user } = await renderWithShop(<ReceiveDrawer />, { atoms: openFor('G1') });

    const drawer = screen.getByRole('dialog', { name: km['gift.receiveTitle'] });
    expect(await within(drawer).findByRole('heading', { name: /Sok/ })).toBeVisible();
    expect(within(drawer).getByText(/Dara/)).toBeVisible();
    expect(within(drawer).getAllByText(/246810/)[0]).toBeVisible();
    // The gift is asked for once on opening (the /reward page's answer is the same query).
    expect(api.to('/api/customer/transaction/expandGift')).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: km['gift.receive'] }));

    expect(
      await within(drawer).findByRole('heading', { name: km['gift.receivedTitle'] }),
    ).toBeVisible();
    expect(within(drawer).getByRole('link', { name: km['gift.seeMyTickets'] })).toBeVisible();
    const [sent] = api.to('/api/customer/transaction/recivedGift');
    expect(sent?.body).toEqual({ giftCode: 'G1' });
  });

  it('offers no "receive" on a gift I sent myself (in English)', async () => {
    standInApi({ '/api/customer/transaction/expandGift': { period: gift({ sentByMe: true }) } });
    await renderWithShop(<ReceiveDrawer />, { atoms: openFor('G2'), locale: 'en' });

    const drawer = screen.getByRole('dialog', { name: en['gift.receiveTitle'] });
    expect(await within(drawer).findByText(en['gift.sentByYou'])).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: en['gift.receive'] })).toBeNull();
  });

  it('says why a gift cannot be received when the server refuses', async () => {
    standInApi({
      '/api/customer/transaction/expandGift': { period: gift() },
      '/api/customer/transaction/recivedGift': { code: ErrorCode.GiftNotFound, status: 404 },
    });
    const { user } = await renderWithShop(<ReceiveDrawer />, { atoms: openFor('G3') });

    const drawer = screen.getByRole('dialog', { name: km['gift.receiveTitle'] });
    await user.click(await within(drawer).findByRole('button', { name: km['gift.receive'] }));

    expect(await within(drawer).findByTestId('form-error')).toHaveTextContent(
      await errorText(ErrorCode.GiftNotFound),
    );
    expect(within(drawer).queryByRole('heading', { name: km['gift.receivedTitle'] })).toBeNull();
  });
});
