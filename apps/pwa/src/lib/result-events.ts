import { AGENT_ID, revalidatePublicReads } from './api-client';
import { memberKeys, publicKeys, queryClient } from './query-client';

/** What a page hears: a draw's results were published, or the stream came back after a gap. */
export type ResultsHeard = { gameEventId: string } | { reconnected: true };
type Listener = (heard: ResultsHeard) => void;

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

const listeners = new Set<Listener>();
let source: EventSource | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

/**
 * Hears results published while a page is open (issue 31): one event stream per tab, shared by
 * the pages listening, closed when none is. The server tells every open stream through
 * PostgreSQL's LISTEN/NOTIFY, whichever server process took the publication. A broken stream
 * is opened again with backoff (1 s, 2 s, 4 s... up to 30 s, jittered, so a restarted server is
 * not hit by every phone at once); once back, listeners are told, since a publication may have
 * been missed meanwhile. Loaded with `import()` by the pages that listen: not in the first load.
 */
export function listenForResults(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && !retry) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

function open(): void {
  retry = undefined;
  const stream = new EventSource(`/api/public/events?agentId=${encodeURIComponent(AGENT_ID)}`);
  source = stream;
  stream.onopen = () => {
    if (failures > 0) tell({ reconnected: true });
    failures = 0;
  };
  stream.addEventListener('results', (event) => {
    const { gameEventId } = JSON.parse((event as MessageEvent<string>).data) as {
      gameEventId: string;
    };
    tell({ gameEventId });
  });
  // Our backoff, not the browser's fixed retry: closed here, opened again later.
  stream.onerror = () => {
    stream.close();
    source = undefined;
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(open, delay * (0.5 + Math.random() / 2));
  };
}

function close(): void {
  source?.close();
  source = undefined;
  clearTimeout(retry);
  retry = undefined;
  failures = 0;
}

/**
 * Results change the public reads (draws, results, prize checks) and the member's tickets (their
 * prize status): those queries are marked stale, and the ones on screen asked again, before the
 * pages hear of it. The browser's still-fresh copies of public reads are passed over first, or
 * the queries would be answered with the results from before.
 */
export function invalidateForResults(client = queryClient): void {
  revalidatePublicReads();
  void client.invalidateQueries({ queryKey: publicKeys.all });
  void client.invalidateQueries({ queryKey: memberKeys.tickets });
}

function tell(heard: ResultsHeard): void {
  invalidateForResults();
  for (const listener of listeners) listener(heard);
}
