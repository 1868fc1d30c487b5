import { screen, within } from '@testing-library/react';
import { ErrorCode, type GiftBoxDraw } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { km } from '../../../lib/testing/texts';
import { giftDrawerOpenAtom } from '../../../lib/atoms/gift';
import { tokenAtom } from '../../../lib/atoms/token';
import { standInApi } from '../../../lib/testing/api-stand-in';
import { renderWithShop } from '../../../lib/testing/render-with-shop';
import { GiftDrawer } from './GiftDrawer';

const sheet = (sheetId: string, setNo: number) => ({
  sheetId,
  number: '246810',
  setNo,
  photo: null,
});

const box: GiftBoxDraw[] = [
  {
    gid: '40',
    roundName: 'R40',
    drawDate: '2026-12-01',
    orders: [
      {
        orderId: '300',
        createdAt: '2026-11-20T03:00:00Z',
        tickets: [{ number: '246810', amt: '3.50', sheets: [sheet('s1', 1), sheet('s2', 2)] }],
      },
    ],
  },
];

const open = [
  [tokenAtom, 'token-1'],
  [giftDrawerOpenAtom, true],
] as const;

async function errorText(code: number): Promise<string> {
  const { errorTexts } = await import('@lottery/contracts/error-texts/km');
  return errorTexts[code as keyof typeof errorTexts];
}

describe('gift drawer', () => {
  it('sends the chosen order to a name and phone, then shows the link to share', async () => {
    const api = standInApi({
      '/api/customer/transaction/getMyGift': { period: box },
      '/api/customer/transaction/sendgift': { period: '/reward?giftCode=G1' },
    });
    const { user } = await renderWithShop(<GiftDrawer />, { atoms: open });

    const drawer = screen.getByRole('dialog', { name: km['gift.drawerTitle'] });
    await user.click(await within(drawer).findByRole('checkbox', { name: /#300/ }));
    await user.type(within(drawer).getByLabelText(km['gift.name']), 'Dara');
    await user.type(within(drawer).getByLabelText(km['gift.phone']), '0812345678');
    await user.click(within(drawer).getByRole('button', { name: km['gift.sendNow'] }));

    expect(
      await within(drawer).findByRole('heading', { name: km['gift.sentTitle'] }),
    ).toBeVisible();
    expect(within(drawer).getByRole('textbox', { name: km['gift.link'] })).toHaveValue(
      `${location.origin}/reward?giftCode=G1`,
    );
    const [sent] = api.to('/api/customer/transaction/sendgift');
    // The whole order: no list of sheets.
    expect(sent?.body).toEqual({ transactions: ['300'], name: 'Dara', phone: '0812345678' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('sends one set of an order on its own', async () => {
    const api = standInApi({
      '/api/customer/transaction/getMyGift': { period: box },
      '/api/customer/transaction/sendgift': { period: '/reward?giftCode=G2' },
    });
    const { user } = await renderWithShop(<GiftDrawer />, { atoms: open });

    const drawer = screen.getByRole('dialog', { name: km['gift.drawerTitle'] });
    await user.click(await within(drawer).findByRole('checkbox', { name: /246810 · ឈុតទី 2/ }));
    await user.type(within(drawer).getByLabelText(km['gift.name']), 'Dara');
    await user.type(within(drawer).getByLabelText(km['gift.phone']), '0812345678');
    await user.click(within(drawer).getByRole('button', { name: km['gift.sendNow'] }));

    await within(drawer).findByRole('heading', { name: km['gift.sentTitle'] });
    expect(api.to('/api/customer/transaction/sendgift')[0]?.body).toMatchObject({
      transactions: ['300'],
      sheets: ['s2'],
    });
  });

  it('asks to choose tickets and a phone before sending anything', async () => {
    const api = standInApi({ '/api/customer/transaction/getMyGift': { period: box } });
    const { user } = await renderWithShop(<GiftDrawer />, { atoms: open });

    const drawer = screen.getByRole('dialog', { name: km['gift.drawerTitle'] });
    await within(drawer).findByRole('checkbox', { name: /#300/ });
    await user.type(within(drawer).getByLabelText(km['gift.name']), 'Dara');
    await user.click(within(drawer).getByRole('button', { name: km['gift.sendNow'] }));

    expect(await within(drawer).findByTestId('form-error')).toHaveTextContent(
      await errorText(ErrorCode.GiftOrdersMissing),
    );
    expect(within(drawer).getByLabelText(km['gift.phone'])).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('/api/customer/transaction/sendgift')).toHaveLength(0);
  });

  it('says when there is nothing to send, with a way to buy', async () => {
    standInApi({ '/api/customer/transaction/getMyGift': { period: [] } });
    await renderWithShop(<GiftDrawer />, { atoms: open });

    const drawer = screen.getByRole('dialog', { name: km['gift.drawerTitle'] });
    expect(await within(drawer).findByText(km['gift.boxEmpty'])).toBeVisible();
    expect(within(drawer).getByRole('link', { name: km['tickets.buyNow'] })).toBeVisible();
  });
});
