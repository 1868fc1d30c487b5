import { isLiveNow, type HomeDraw } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadError } from '../../../components/LoadError';
import { localeAtom } from '../../../lib/atoms/locale';
import { onlineAtom } from '../../../lib/atoms/online';
import { homeDrawQuery } from '../../../lib/draws';
import { formatDate } from '../../../lib/format-date';
import { useRoundName } from '../../../lib/names';
import { drawPhase, timeLeft } from '../phase';
import { OfflineAsOf } from '../../../components/OfflineAsOf';
import styles from './DrawTop.module.css';

function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** When this page was loaded: an answer older than this was restored from the phone. */
const pageLoadedAt = performance.timeOrigin;

/**
 * Home's top section: the current draw, its draw day and a live countdown to close-sell. Offline,
 * the draw as last received (the query's saved answer), its countdown still running, marked
 * "offline, as of" when it came. The route loader asks for it afresh on every visit.
 */
export function DrawTop() {
  const query = useQuery(homeDrawQuery);
  const online = useAtomValue(onlineAtom);
  // Online, a draw restored from an earlier visit is not shown while its fresh copy is on the way:
  // yesterday's countdown would mislead for a moment.
  const restored = query.data !== undefined && query.dataUpdatedAt < pageLoadedAt;
  const waiting = online && restored && query.isFetching;
  if (query.data === undefined ? query.isError : online && query.isError && restored) {
    return (
      <section className={styles.top}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  if (query.data === undefined || waiting) {
    return (
      <section className={`${styles.top} ${styles.loading}`} aria-busy="true">
        <p className={styles.round}>&nbsp;</p>
        <p className={styles.date}>&nbsp;</p>
        <div className={styles.clock}>&nbsp;</div>
      </section>
    );
  }
  return <CurrentDraw current={query.data} asOf={online ? undefined : query.dataUpdatedAt} />;
}

function CurrentDraw({ current, asOf }: { current: HomeDraw | null; asOf?: number }) {
  const locale = useAtomValue(localeAtom);
  const roundName = useRoundName();
  const offlineNote = asOf !== undefined && (
    <OfflineAsOf at={asOf} className={styles.small} testId="draw-offline-as-of" />
  );
  const now = useNow(current?.status === 'ONGO');
  const phase = drawPhase(current, now);

  if (!current || phase === 'none') {
    return (
      <section className={styles.top} data-testid="draw-top" data-phase="none">
        <h2 className={styles.round}>
          <FormattedMessage id="draw.noneTitle" />
        </h2>
        <p className={styles.state}>
          <FormattedMessage id="draw.noneBody" />
        </p>
        {offlineNote}
      </section>
    );
  }

  const left = timeLeft(Date.parse(current.closeSellAt), now);
  const units = [
    ['draw.days', left.days],
    ['draw.hours', left.hours],
    ['draw.minutes', left.minutes],
    ['draw.seconds', left.seconds],
  ] as const;

  return (
    <section className={styles.top} data-testid="draw-top" data-phase={phase}>
      {isLiveNow(current.live, now) && (
        // Around the broadcast's time: the shop's live draw, one tap away.
        <a
          href={current.live!.url}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.live}
          data-testid="live-banner"
        >
          <span className={styles.liveDot} aria-hidden="true" />
          <FormattedMessage id="draw.liveNow" />
        </a>
      )}
      {/* The draw's name in the reader's language (Thai readers: the official round name, once). */}
      <h2 className={styles.round}>{roundName(current)}</h2>
      {phase === 'selling' && (
        <>
          <p className={styles.state}>
            <FormattedMessage id="draw.closesIn" />
          </p>
          <div className={styles.clock} role="timer" aria-live="off">
            {units.map(([id, value]) => (
              <span key={id}>
                <strong>{String(value).padStart(2, '0')}</strong>
                <small>
                  <FormattedMessage id={id} />
                </small>
              </span>
            ))}
          </div>
          <p className={styles.small}>
            <FormattedMessage
              id="draw.closeAt"
              values={{ time: formatDate(current.closeSellAt, locale, 'dateTime') }}
            />
          </p>
        </>
      )}
      {phase === 'paused' && (
        <p className={styles.badge}>
          <FormattedMessage id="draw.paused" />
        </p>
      )}
      {phase === 'closed' && !current.published && (
        <p className={styles.badge}>
          <FormattedMessage id="draw.closed" />
        </p>
      )}
      {phase === 'closed' && current.published && (
        <Link to="/draw-results" className={styles.badge} data-testid="results-out">
          <FormattedMessage id="draw.resultsOut" />
        </Link>
      )}
      {offlineNote}
    </section>
  );
}
