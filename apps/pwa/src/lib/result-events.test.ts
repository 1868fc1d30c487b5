import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForResults, type ResultsHeard } from './result-events';

// The browser's EventSource, stood in for: this file tests the page's reconnect rules only
// (the real stream is in e2e/results-push.spec.ts and the server's public-reads.int-spec.ts).
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly handlers = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, handler);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.handlers.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;

describe('results heard by an open page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1); // the longest delay of each step
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shares one stream, tells every listener, and closes it when the last one leaves', () => {
    const heardA: ResultsHeard[] = [];
    const heardB: ResultsHeard[] = [];
    const stopA = listenForResults((heard) => heardA.push(heard));
    const stopB = listenForResults((heard) => heardB.push(heard));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().url).toBe('/api/public/events?agentId=default');
    latest().emit('results', { agentId: 'default', gameEventId: '7' });
    expect(heardA).toEqual([{ gameEventId: '7' }]);
    expect(heardB).toEqual([{ gameEventId: '7' }]);
    stopA();
    expect(latest().closed).toBe(false);
    stopB();
    expect(latest().closed).toBe(true);
  });

  it('reopens a broken stream with growing delays, and says so once back', () => {
    const heard: ResultsHeard[] = [];
    const stop = listenForResults((h) => heard.push(h));
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const broken = latest();
      broken.onerror!();
      expect(broken.closed).toBe(true);
      const count = FakeEventSource.opened.length;
      let waited = 0;
      while (FakeEventSource.opened.length === count) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    latest().onopen!();
    expect(heard).toEqual([{ reconnected: true }]);
    // Back to the first delay after a success.
    latest().onerror!();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.opened).toHaveLength(9);
    stop();
  });
});
