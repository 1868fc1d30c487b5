import type { Page, ProductItem } from '@lottery/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProductPages } from './use-product-pages';

const product = (number: string): ProductItem => ({
  _id: number,
  number,
  amt: '3.50',
  r: 1,
  pi: null,
  op: [],
});

/** A page answered only when the test says so. */
function deferred() {
  const pending = new Map<string, (page: Page<ProductItem>) => void>();
  const fetchPage = (query: string, page: number) =>
    new Promise<Page<ProductItem>>((resolve) => pending.set(`${query}:${page}`, resolve));
  const answer = (key: string, numbers: string[], total = numbers.length) =>
    act(async () => pending.get(key)!({ items: numbers.map(product), total }));
  return { fetchPage, answer };
}

describe('useProductPages', () => {
  it('page 1 replaces what is shown and "more" appends the next page', async () => {
    const { fetchPage, answer } = deferred();
    const { result } = renderHook(() => useProductPages(fetchPage));
    act(() => void result.current.load('pairs'));
    expect(result.current.loading).toBe('first');
    await answer('pairs:1', ['111111'], 2);
    act(() => void result.current.more());
    expect(result.current.loading).toBe('more');
    await answer('pairs:2', ['222222'], 2);
    expect(result.current.pages?.items.map((p) => p.number)).toEqual(['111111', '222222']);
    expect(result.current.loading).toBeUndefined();
  });

  it('a slow answer to an earlier request never replaces the answer to a newer one', async () => {
    const { fetchPage, answer } = deferred();
    const { result } = renderHook(() => useProductPages(fetchPage));
    act(() => void result.current.load('pairs'));
    act(() => void result.current.load('lucky'));
    await answer('lucky:1', ['777777']);
    await answer('pairs:1', ['111111']);
    await waitFor(() => expect(result.current.loading).toBeUndefined());
    expect(result.current.pages).toMatchObject({ query: 'lucky', items: [product('777777')] });
  });

  it('after clear, an answer still on its way is dropped', async () => {
    const { fetchPage, answer } = deferred();
    const { result } = renderHook(() => useProductPages(fetchPage));
    act(() => void result.current.load('pairs'));
    act(() => result.current.clear());
    await answer('pairs:1', ['111111']);
    expect(result.current.pages).toBeUndefined();
    expect(result.current.loading).toBeUndefined();
  });
});
