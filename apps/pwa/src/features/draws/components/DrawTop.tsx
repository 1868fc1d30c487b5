import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { homeDrawAtom } from '../../../lib/atoms/home-draw';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { codeText, errorCodeOf } from '../../../lib/forms';
import { useLoad } from '../../../lib/use-load';
import { fetchHome } from '../api';
import { drawPhase, timeLeft } from '../phase';
import styles from './DrawTop.module.css';

/** The drawDate (YYYY-MM-DD) as noon Bangkok time, so it shows as that day in every zone. */
export const drawDay = (date: string) => `${date}T12:00:00+07:00`;

function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** Home's top section: the current draw, its draw day and a live countdown to close-sell. */
export function DrawTop() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const [draw, setDraw] = useAtom(homeDrawAtom);
  const home = useLoad(fetchHome, 'home');
  useEffect(() => {
    if (home.data !== undefined) setDraw(home.data);
  }, [home.data, setDraw]);

  const current = home.data !== undefined ? home.data : draw;
  const now = useNow(current?.status === 'ONGO');
  const phase = drawPhase(current, now);

  if (current === undefined) {
    if (home.error) {
      return (
        <section className={styles.top} role="alert">
          <p>{codeText(intl, errorCodeOf(home.error))}</p>
          <button type="button" className="btn btn-secondary" onClick={home.reload}>
            <FormattedMessage id="common.retry" />
          </button>
        </section>
      );
    }
    return (
      <section className={`${styles.top} ${styles.loading}`} aria-busy="true">
        <p className={styles.round}>&nbsp;</p>
        <p className={styles.date}>&nbsp;</p>
        <div className={styles.clock}>&nbsp;</div>
      </section>
    );
  }

  if (!current || phase === 'none') {
    return (
      <section className={styles.top} data-testid="draw-top" data-phase="none">
        <h2 className={styles.round}>
          <FormattedMessage id="draw.noneTitle" />
        </h2>
        <p className={styles.state}>
          <FormattedMessage id="draw.noneBody" />
        </p>
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
      <h2 className={styles.round}>
        <FormattedMessage
          id="draw.drawDate"
          values={{ date: formatDate(drawDay(current.drawDate), locale) }}
        />
      </h2>
      <p className={styles.date} lang="th">
        {current.roundName}
      </p>
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
      {phase === 'closed' && (
        <p className={styles.badge}>
          <FormattedMessage id="draw.closed" />
        </p>
      )}
    </section>
  );
}
