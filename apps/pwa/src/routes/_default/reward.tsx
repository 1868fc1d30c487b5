import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import * as v from 'valibot';
import { giftQuery } from '../../features/gifts/api';
import { RewardPage } from '../../features/gifts/components/RewardPage';
import { receiveGiftCodeAtom } from '../../lib/atoms/gift';
import { profileAtom } from '../../lib/atoms/profile';
import { tokenAtom } from '../../lib/atoms/token';
import type { Loaded } from '../../lib/loaded';

/**
 * The gift-claim link. Its query (the gift code and whatever the sender's link carries) is kept
 * as it is: loose, so no parameter is dropped from the URL.
 */
const rewardSearch = v.looseObject({ giftCode: v.optional(v.string()) });

export const Route = createFileRoute('/_default/reward')({
  validateSearch: rewardSearch,
  loaderDeps: ({ search }) => ({ giftCode: search.giftCode }),
  // The gift is asked for once, here; the page and the receive drawer read the same query.
  // A failure stays in the query, which the page shows.
  loader: async ({ deps, context }) => {
    if (!deps.giftCode) return;
    const signedIn = context.store.get(tokenAtom) !== null;
    await context.queryClient
      .ensureQueryData(giftQuery(deps.giftCode, signedIn))
      .catch(() => undefined);
  },
  component: RewardRoute,
});

function RewardRoute() {
  const { giftCode } = Route.useSearch();
  const signedIn = useAtomValue(tokenAtom) !== null;
  const query = useQuery({ ...giftQuery(giftCode ?? '', signedIn), enabled: !!giftCode });
  const gift: Loaded<NonNullable<typeof query.data>> | null = !giftCode
    ? null
    : query.isError
      ? { ok: false, error: query.error }
      : query.data
        ? { ok: true, data: query.data }
        : null;
  const profile = useAtomValue(profileAtom);
  const openReceive = useSetAtom(receiveGiftCodeAtom);
  const receivable = gift?.data?.status === 'waiting' && !gift.data.sentByMe;
  // Back from sign-in or registration (or opened signed in): the receive drawer opens by itself.
  useEffect(() => {
    if (profile && giftCode && receivable) openReceive(giftCode);
  }, [profile, giftCode, receivable, openReceive]);
  return <RewardPage giftCode={giftCode} gift={gift} signedIn={profile !== null} />;
}
