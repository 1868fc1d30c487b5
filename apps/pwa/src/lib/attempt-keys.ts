/**
 * One `Idempotency-Key` per attempt, kept across retries of that attempt (a lost answer must not
 * deposit, withdraw or send a gift twice); `finish()` after an answer so the next attempt gets a
 * fresh key.
 */
export function attemptKeys(makeKey: () => string = () => crypto.randomUUID()) {
  let current: string | null = null;
  return {
    key: () => (current ??= makeKey()),
    finish: () => {
      current = null;
    },
  };
}

/** The same for a list's rows (taking back one of several gifts): one attempt per row id. */
export function rowAttemptKeys(makeKey: () => string = () => crypto.randomUUID()) {
  const current = new Map<string, string>();
  return {
    key(id: string): string {
      let key = current.get(id);
      if (!key) current.set(id, (key = makeKey()));
      return key;
    },
    finish(id: string): void {
      current.delete(id);
    },
  };
}
