import type { Page, ProductItem } from '@lottery/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { km } from '../../lib/testing/texts';
import { renderWithShop } from '../../lib/testing/render-with-shop';
import { ProductPagesView } from './components/ProductPagesView';
import { useProductPages } from './use-product-pages';

const product = (number: string): ProductItem => ({
  _id: number,
  number,
  amt: '3.50',
  r: 1,
  pi: null,
  op: [],
});

/** Pages answered (or refused) only when the test says so. */
function deferred() {
  const pending = new Map<
    string,
    { resolve: (page: Page<ProductItem>) => void; reject: (error: Error) => void }
  >();
  const fetchPage = (query: string, page: number) =>
    new Promise<Page<ProductItem>>((resolve, reject) =>
      pending.set(`${query}:${page}`, { resolve, reject }),
    );
  const answer = (key: string, numbers: string[], total = numbers.length) =>
    act(async () => pending.get(key)!.resolve({ items: numbers.map(product), total }));
  const refuse = (key: string) => act(async () => pending.get(key)!.reject(new Error('lost')));
  return { fetchPage, answer, refuse, asked: (key: string) => pending.has(key) };
}

/** A search screen in small: buttons that search, and the list as the shop shows it. */
function Search({
  fetchPage,
}: {
  fetchPage: (query: string, page: number) => Promise<Page<ProductItem>>;
}) {
  const list = useProductPages('search', fetchPage);
  return (
    <>
      <button onClick={() => list.load('pairs')}>pairs</button>
      <button onClick={() => list.load('lucky')}>lucky</button>
      <button onClick={() => list.clear()}>clear</button>
      <ProductPagesView list={list} emptyId="search.none" testId="results" />
    </>
  );
}

const numbersShown = () =>
  within(screen.getByTestId('results'))
    .queryAllByTestId('ticket-card')
    .map((card) => card.querySelector('p')?.textContent);

describe('pages of products', () => {
  it('page 1 shows, and "show more" adds the next page under it', async () => {
    const { fetchPage, answer } = deferred();
    const { user } = await renderWithShop(<Search fetchPage={fetchPage} />);
    await user.click(screen.getByRole('button', { name: 'pairs' }));
    await answer('pairs:1', ['111111'], 2);
    await waitFor(() => expect(numbersShown()).toEqual(['111111']));
    await user.click(screen.getByRole('button', { name: km['search.more'] }));
    expect(await screen.findByRole('button', { name: km['app.loading'] })).toBeDisabled();
    await answer('pairs:2', ['222222'], 2);
    await waitFor(() => expect(numbersShown()).toEqual(['111111', '222222']));
    // All of them shown: nothing more to ask for.
    expect(screen.queryByRole('button', { name: km['search.more'] })).toBeNull();
  });

  it('a slow answer to an earlier search never replaces the answer to a newer one', async () => {
    const { fetchPage, answer } = deferred();
    const { user } = await renderWithShop(<Search fetchPage={fetchPage} />);
    await user.click(screen.getByRole('button', { name: 'pairs' }));
    await user.click(screen.getByRole('button', { name: 'lucky' }));
    await answer('lucky:1', ['777777']);
    await answer('pairs:1', ['111111']);
    await waitFor(() => expect(numbersShown()).toEqual(['777777']));
  });

  it('after clear, an answer still on its way is not shown', async () => {
    const { fetchPage, answer } = deferred();
    const { user } = await renderWithShop(<Search fetchPage={fetchPage} />);
    await user.click(screen.getByRole('button', { name: 'pairs' }));
    await user.click(screen.getByRole('button', { name: 'clear' }));
    await answer('pairs:1', ['111111']);
    // Time for the answer to reach the screen, were it to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(numbersShown()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a search that failed says so with "try again", which asks again and shows the answer', async () => {
    const { fetchPage, answer, refuse } = deferred();
    const { user } = await renderWithShop(<Search fetchPage={fetchPage} />);
    await user.click(screen.getByRole('button', { name: 'pairs' }));
    await refuse('pairs:1');
    const failure = await screen.findByRole('alert');
    await user.click(within(failure).getByRole('button', { name: km['common.retry'] }));
    await answer('pairs:1', ['111111']);
    await waitFor(() => expect(numbersShown()).toEqual(['111111']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the same search pressed again asks page 1 anew', async () => {
    const { fetchPage, answer, asked } = deferred();
    const { user } = await renderWithShop(<Search fetchPage={fetchPage} />);
    await user.click(screen.getByRole('button', { name: 'pairs' }));
    await answer('pairs:1', ['111111']);
    const first = asked('pairs:1');
    await user.click(screen.getByRole('button', { name: 'pairs' }));
    await answer('pairs:1', ['333333']);
    expect(first).toBe(true);
    await waitFor(() => expect(numbersShown()).toEqual(['333333']));
  });
});
