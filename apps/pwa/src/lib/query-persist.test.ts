import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from './atoms/token';
import { memberKeys, publicKeys } from './query-client';
import { restoreQueries, type SavedClient, type SavedStore } from './query-persist';
import { forgetMemberQueries } from './session';
import { appStore } from './store';

/** The phone's IndexedDB copy, as a variable: these tests are about what is saved and restored. */
function phoneStore() {
  const box: { saved?: SavedClient; writes: number } = { writes: 0 };
  const store: SavedStore = {
    get: async () => box.saved && structuredClone(box.saved),
    set: async (saved) => {
      box.saved = structuredClone(saved);
      box.writes += 1;
    },
    del: async () => {
      delete box.saved;
    },
  };
  return { box, store };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
const tickets = [...memberKeys.tickets, 'g1'];
const profile = memberKeys.profile;
const results = [...publicKeys.results, 'g1', ''];

/** A session on the phone: restores the saved copy into a new cache, which it keeps saving. */
async function visit(token: string | null, phone: ReturnType<typeof phoneStore>) {
  appStore.set(tokenAtom, token);
  const client = newClient();
  await restoreQueries(client, phone.store);
  return client;
}
/** The save that follows a change (a second after it) has been written. */
async function saved({ box }: ReturnType<typeof phoneStore>) {
  const writes = box.writes;
  await vi.advanceTimersByTimeAsync(1500);
  // The session's digest (WebCrypto) answers on a later turn of the event loop.
  for (let turn = 0; turn < 10_000 && box.writes === writes; turn++)
    await new Promise((resolve) => setImmediate(resolve));
}

describe('the query cache saved on the phone', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    appStore.set(tokenAtom, null);
  });

  it("restores a member's answers into the same session, and the public ones to anyone", async () => {
    const phone = phoneStore();
    const first = await visit('token-dara', phone);
    first.setQueryData(tickets, [{ number: '123456' }]);
    first.setQueryData(profile, { name: 'Dara' });
    first.setQueryData(results, { _id: 'g1' });
    await saved(phone);

    const again = await visit('token-dara', phone);
    expect(again.getQueryData(tickets)).toEqual([{ number: '123456' }]);
    expect(again.getQueryData(profile)).toEqual({ name: 'Dara' });
    // Read at once, and asked again: the app was opened anew.
    expect(again.getQueryState(tickets)?.isInvalidated).toBe(true);

    // Another member on the same phone: the results, none of Dara's.
    const other = await visit('token-sok', phone);
    expect(other.getQueryData(results)).toEqual({ _id: 'g1' });
    expect(other.getQueryData(tickets)).toBeUndefined();
    expect(other.getQueryData(profile)).toBeUndefined();
  });

  it("never restores a member's answers after sign-out, even if the phone kept a copy", async () => {
    const phone = phoneStore();
    const { box } = phone;
    const client = await visit('token-dara', phone);
    client.setQueryData(tickets, [{ number: '123456' }]);
    await saved(phone);
    // Signed out, and the app closed before the copy without them was written.
    appStore.set(tokenAtom, null);
    expect(box.saved?.clientState.queries.map((q) => q.queryKey)).toContainEqual(tickets);

    const signedOut = await visit(null, phone);
    expect(signedOut.getQueryData(tickets)).toBeUndefined();
  });

  it("sign-out drops the member's answers from the copy too", async () => {
    const phone = phoneStore();
    const { box } = phone;
    const client = await visit('token-dara', phone);
    client.setQueryData(tickets, [{ number: '123456' }]);
    client.setQueryData(results, { _id: 'g1' });
    await saved(phone);
    forgetMemberQueries(client);
    await saved(phone);
    expect(box.saved?.clientState.queries.map((q) => q.queryKey)).toEqual([results]);
  });

  it('saves only successful answers worth reading offline', async () => {
    const phone = phoneStore();
    const { box } = phone;
    const client = await visit('token-dara', phone);
    client.setQueryData(results, { _id: 'g1' });
    client.setQueryData([...publicKeys.prizes], []);
    // Not read offline: the member's limits, a search, a gift link's contents.
    client.setQueryData(memberKeys.limits, {});
    client.setQueryData(['public', 'search', 'x'], []);
    client.setQueryData(['public', 'gift', 'abc'], {});
    await client
      .fetchQuery({
        queryKey: [...publicKeys.hot, 1, 10],
        queryFn: () => Promise.reject(new Error('503')),
        retry: false,
      })
      .catch(() => undefined);
    await saved(phone);
    expect(box.saved?.clientState.queries.map((q) => q.queryKey)).toEqual([
      results,
      [...publicKeys.prizes],
    ]);
  });
});
