import { keepNewest } from './keep-newest.js';

/**
 * A read's answer per key, kept for `keepMs` and shared by everyone who asks meanwhile,
 * including while it is still loading: a hundred requests a second for the same draw make one
 * query a second, not a hundred that queue for the pool's few connections. A failed load is not
 * kept (the next request tries again). `forget()` drops everything at once, for a change that
 * must show before `keepMs` has passed (results published). `keepMs` 0: every call loads.
 */
export class BriefMemo<T> {
  private readonly kept = new Map<string, { answer: Promise<T>; until: number }>();

  constructor(
    private readonly keepMs: number,
    private readonly maxKeys = 1000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.keepMs <= 0) return load();
    const now = performance.now();
    const found = this.kept.get(key);
    if (found && found.until > now) return found.answer;
    const entry = { answer: load(), until: now + this.keepMs };
    keepNewest(this.kept, key, entry, this.maxKeys);
    entry.answer.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return entry.answer;
  }

  /** A load under way when this is called still answers those who asked before it. */
  forget(): void {
    this.kept.clear();
  }
}
