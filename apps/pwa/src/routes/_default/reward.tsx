import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import * as v from 'valibot';
import { expandGift } from '../../features/gifts/api';
import { RewardPage } from '../../features/gifts/components/RewardPage';
import { receiveGiftCodeAtom } from '../../lib/atoms/gift';
import { profileAtom } from '../../lib/atoms/profile';
import { settle } from '../../lib/loaded';

/**
 * The gift-claim link. Its query (the gift code and whatever the sender's link carries) is kept
 * as it is: loose, so no parameter is dropped from the URL.
 */
const rewardSearch = v.looseObject({ giftCode: v.optional(v.string()) });

export const Route = createFileRoute('/_default/reward')({
  validateSearch: rewardSearch,
  loaderDeps: ({ search }) => ({ giftCode: search.giftCode }),
  loader: async ({ deps }) => ({
    gift: deps.giftCode ? await settle(expandGift(deps.giftCode)) : null,
  }),
  component: RewardRoute,
});

function RewardRoute() {
  const { giftCode } = Route.useSearch();
  const { gift } = Route.useLoaderData();
  const profile = useAtomValue(profileAtom);
  const openReceive = useSetAtom(receiveGiftCodeAtom);
  const receivable = gift?.data?.status === 'waiting' && !gift.data.sentByMe;
  // Back from sign-in or registration (or opened signed in): the receive drawer opens by itself.
  useEffect(() => {
    if (profile && giftCode && receivable) openReceive(giftCode);
  }, [profile, giftCode, receivable, openReceive]);
  return <RewardPage giftCode={giftCode} gift={gift} signedIn={profile !== null} />;
}
