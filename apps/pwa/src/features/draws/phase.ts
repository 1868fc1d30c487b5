import type { HomeDraw } from '@lottery/contracts';
import type { MessageId } from '../../lib/intl';

/**
 * What the shop shows about the current draw: `none` between draws, `selling` while ONGO and
 * before close-sell, `paused` while BREAK, `closed` once CLOSE or past the close-sell time.
 */
export type DrawPhase = 'none' | 'selling' | 'paused' | 'closed';

export function drawPhase(draw: HomeDraw | null | undefined, now: number): DrawPhase {
  if (!draw) return 'none';
  if (draw.status === 'CLOSE') return 'closed';
  if (Date.parse(draw.closeSellAt) <= now) return 'closed';
  return draw.status === 'ONGO' ? 'selling' : 'paused';
}

/** Spec section 2: "cart is empty" only while the draw is ONGO; otherwise the cart waits. */
export function cartBadgeId(
  draw: HomeDraw | null | undefined,
  cartEmpty: boolean,
): MessageId | null {
  if (draw?.status === 'ONGO') return cartEmpty ? 'cart.empty' : null;
  return 'cart.waiting';
}

/** Days, hours, minutes and seconds left until `until` (epoch ms), never negative. */
export function timeLeft(until: number, now: number) {
  const total = Math.max(0, Math.floor((until - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
