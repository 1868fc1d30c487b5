import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWebSetting } from './web-setting';

const envelope = (period: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: 'ok', result: { period } }), {
    headers: { 'content-type': 'application/json' },
  });

// Network stand-in for the caching rule only; the real call is covered end to end.
describe('settings for a navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('falls back to the defaults when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(await loadWebSetting(0)).toMatchObject({ closed: false, theme: 1 });
  });

  it('reuses fresh settings for 30 s, then asks again', async () => {
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(envelope({ closed: true, theme: 3 }))
      .mockResolvedValueOnce(envelope({ closed: false, theme: 3 }));
    vi.stubGlobal('fetch', fetchStub);
    expect((await loadWebSetting(1_000_000)).closed).toBe(true);
    expect((await loadWebSetting(1_020_000)).closed).toBe(true);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect((await loadWebSetting(1_031_000)).closed).toBe(false);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});
