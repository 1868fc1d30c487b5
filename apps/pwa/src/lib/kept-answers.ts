/**
 * Answers kept on the phone so their pages still read without a network. Public ones: the draws,
 * the results of every draw viewed, the prize table, the hot numbers and the shelves. The signed-in
 * member's own: their profile, tickets and the gifts they sent, kept apart and forgotten when the session
 * ends on this phone (`forgetMemberAnswers`), so the next person on a shared phone sees none of
 * them. Kept in localStorage (at most `MAX_KEPT` of each kind, the oldest dropped), used only when
 * offline, so a server's refusal is never hidden. The current draw is kept apart (lib/draws.ts)
 * because the home marks it "offline, as of".
 */
export const RESULTS_PATH = '/api/public/results';
const publicPaths = new Set([
  RESULTS_PATH,
  '/api/public/draws',
  '/api/public/prizes',
  '/api/public/hot',
  '/api/public/shelves',
]);
export const MY_TICKETS_PATH = '/api/customer/user/myTicket';
const memberPaths = new Set([
  MY_TICKETS_PATH,
  '/api/customer/transaction/sentGifts',
  // The profile too, so the bars still show the member signed in (offline, not signed out).
  '/api/customer/user/profile',
]);
const PUBLIC_PREFIX = 'lottery.kept:';
const MEMBER_PREFIX = 'lottery.mine:';
const MAX_KEPT = 40;

const prefixOf = (path: string) => (memberPaths.has(path) ? MEMBER_PREFIX : PUBLIC_PREFIX);
const keyOf = (path: string, json: unknown) =>
  `${prefixOf(path)}${path} ${JSON.stringify(json ?? {})}`;
const keysWith = (prefix: string) =>
  Object.keys(localStorage).filter((key) => key.startsWith(prefix));

export const isKeptPath = (path: string) => publicPaths.has(path) || memberPaths.has(path);

export function keepAnswer(path: string, json: unknown, period: unknown): void {
  try {
    localStorage.setItem(keyOf(path, json), JSON.stringify({ period, at: Date.now() }));
    const kept = keysWith(prefixOf(path));
    if (kept.length > MAX_KEPT) {
      const byAge = kept
        .map((key) => ({ key, at: (JSON.parse(localStorage.getItem(key)!) as { at: number }).at }))
        .sort((a, b) => a.at - b.at);
      for (const { key } of byAge.slice(0, kept.length - MAX_KEPT)) localStorage.removeItem(key);
    }
  } catch {
    // storage full or refused: the page then says it is not on the phone yet
  }
}

/** The answer kept for this exact call, if any. */
export function keptAnswer<T>(path: string, json: unknown): { period: T; at: number } | undefined {
  try {
    const saved = localStorage.getItem(keyOf(path, json));
    return saved ? (JSON.parse(saved) as { period: T; at: number }) : undefined;
  } catch {
    return undefined;
  }
}

/** Every kept answer of one path (the offline ticket check looks for a draw's results). */
export function keptAnswersOf<T>(path: string): T[] {
  return keysWith(`${prefixOf(path)}${path} `).flatMap((key) => {
    try {
      return [(JSON.parse(localStorage.getItem(key)!) as { period: T }).period];
    } catch {
      return [];
    }
  });
}

/** Forgets the member's own answers on this phone (the session ended, or another one began). */
export function forgetMemberAnswers(): void {
  try {
    for (const key of keysWith(MEMBER_PREFIX)) localStorage.removeItem(key);
  } catch {
    // storage refused: nothing was kept either
  }
}
