import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ComingSoon } from '../../components/ComingSoon';

/**
 * The gift-claim link. Its query (the gift code and whatever the sender's link carries) is kept
 * as it is: loose, so no parameter is dropped from the URL.
 */
const rewardSearch = v.looseObject({ giftCode: v.optional(v.string()) });

export const Route = createFileRoute('/_default/reward')({
  validateSearch: rewardSearch,
  component: RewardPage,
});

function RewardPage() {
  return <ComingSoon titleId="page.reward" />;
}
