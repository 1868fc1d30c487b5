/**
 * Public answers kept on the phone so their pages still read without a network: the draws, the
 * results of every draw viewed, the prize table, the hot numbers and the shelves. Kept in
 * localStorage (at most `MAX_KEPT` answers, the oldest dropped), used only when offline, so a
 * server's refusal is never hidden. The current draw is kept apart (lib/draws.ts) because the
 * home marks it "offline, as of".
 */
const keptPaths = new Set([
  '/resultLotto',
  '/getGameEvent',
  '/revardValue',
  '/getHotProduct',
  '/getProductGroup',
]);
const PREFIX = 'lottery.kept:';
const MAX_KEPT = 40;

const keyOf = (path: string, json: unknown) => `${PREFIX}${path} ${JSON.stringify(json ?? {})}`;

export const isKeptPath = (path: string) => keptPaths.has(path);

export function keepAnswer(path: string, json: unknown, period: unknown): void {
  try {
    localStorage.setItem(keyOf(path, json), JSON.stringify({ period, at: Date.now() }));
    const kept = Object.keys(localStorage).filter((key) => key.startsWith(PREFIX));
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
export function keptAnswer<T>(path: string, json: unknown): { period: T } | undefined {
  try {
    const saved = localStorage.getItem(keyOf(path, json));
    return saved ? (JSON.parse(saved) as { period: T }) : undefined;
  } catch {
    return undefined;
  }
}

/** Every kept answer of one path (the offline ticket check looks for a draw's results). */
export function keptAnswersOf<T>(path: string): T[] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith(`${PREFIX}${path} `))
    .flatMap((key) => {
      try {
        return [(JSON.parse(localStorage.getItem(key)!) as { period: T }).period];
      } catch {
        return [];
      }
    });
}
