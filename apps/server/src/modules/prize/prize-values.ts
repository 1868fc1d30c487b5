import type { PrizeKind } from '@lottery/contracts';

/**
 * A shop without its own prize table (added after the migration) gets these: the official
 * amounts in baht and the shop's default USD payout, both in cents (the migration seeds the same).
 */
export const defaultPrizeValues: Record<PrizeKind, { bahtCents: number; payoutCents: number }> = {
  first: { bahtCents: 600_000_000, payoutCents: 17_500_000 },
  near1: { bahtCents: 10_000_000, payoutCents: 290_000 },
  second: { bahtCents: 20_000_000, payoutCents: 580_000 },
  third: { bahtCents: 8_000_000, payoutCents: 230_000 },
  fourth: { bahtCents: 4_000_000, payoutCents: 115_000 },
  fifth: { bahtCents: 2_000_000, payoutCents: 58_000 },
  first3: { bahtCents: 400_000, payoutCents: 11_500 },
  last3: { bahtCents: 400_000, payoutCents: 11_500 },
  last2: { bahtCents: 200_000, payoutCents: 5_800 },
};
