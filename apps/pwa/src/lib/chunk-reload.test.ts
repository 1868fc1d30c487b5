import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('reload after a failed chunk load', () => {
  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(1_000_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkFailure(1_030_000, storage, reload)).toBe(false);
    expect(reloadAfterChunkFailure(1_060_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the browsers’ dynamic import failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
