import { screen, within } from '@testing-library/react';
import type { GameEventItem, PrizeCheck } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { en, km } from '../../../lib/testing/texts';
import { standInApi } from '../../../lib/testing/api-stand-in';
import { renderWithShop } from '../../../lib/testing/render-with-shop';
import { CheckTicket } from './CheckTicket';

const draws: GameEventItem[] = [
  {
    _id: '12',
    status: 'ONGO',
    roundName: 'R2',
    drawDate: '2026-11-16',
    openSellAt: '2026-11-02T00:00:00Z',
    closeSellAt: '2026-11-16T08:00:00Z',
    published: true,
  },
  {
    _id: '11',
    status: 'ONGO',
    roundName: 'R1',
    drawDate: '2026-11-01',
    openSellAt: '2026-10-17T00:00:00Z',
    closeSellAt: '2026-11-01T08:00:00Z',
    published: true,
  },
];

const answer = (number: string, wins: PrizeCheck['wins']): PrizeCheck => ({
  number,
  gameEventId: '12',
  drawDate: '2026-11-16',
  wins,
});

describe('check-ticket', () => {
  it('says in Khmer which prize a number won, for the draw chosen', async () => {
    const api = standInApi({
      '/api/public/check-ticket': {
        period: answer('123456', [
          { kind: 'first', number: '123456', baht: '6000000', payout: '180000.00' },
        ]),
      },
    });
    const { user } = await renderWithShop(<CheckTicket draws={draws} />);

    expect(screen.getByRole('heading', { name: km['check.title'] })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: km['check.number'] }), '12a3456');
    await user.selectOptions(screen.getByRole('combobox', { name: km['check.draw'] }), '11');
    await user.click(screen.getByRole('button', { name: km['check.submit'] }));

    const result = await screen.findByTestId('check-answer');
    expect(await within(result).findByText(km['prize.first'])).toBeVisible();
    expect(result).toHaveTextContent('123456');
    // Letters never reach the field; the server is asked for that number in that draw.
    const [sent] = api.to('/api/public/check-ticket');
    expect(sent?.query.get('number')).toBe('123456');
    expect(sent?.query.get('gameEventId')).toBe('11');
  });

  it('says "no prize" in English for a reader who chose English', async () => {
    standInApi({ '/api/public/check-ticket': { period: answer('654321', []) } });
    const { user } = await renderWithShop(<CheckTicket draws={draws} />, { locale: 'en' });

    await user.type(screen.getByRole('textbox', { name: en['check.number'] }), '654321');
    await user.click(screen.getByRole('button', { name: en['check.submit'] }));

    expect(await screen.findByText(/654321 wins no prize in the draw of/)).toBeVisible();
  });

  it('refuses a number shorter than six digits without asking the server', async () => {
    const api = standInApi({});
    const { user } = await renderWithShop(<CheckTicket draws={draws} />);

    const field = screen.getByRole('textbox', { name: km['check.number'] });
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: km['check.submit'] }));

    expect(await screen.findByRole('alert')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);
  });
});
