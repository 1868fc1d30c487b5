import { mdiCalendarMonth, mdiTrophy } from '@mdi/js';
import { ErrorCode, type DrawResult, type GameEventItem, type Page } from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateField } from '../../../components/DateField';
import { Icon } from '../../../components/Icon';
import { LoadError } from '../../../components/LoadError';
import { ResultsPushNotice } from '../../../components/ResultsPushNotice';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { drawDay, formatDate } from '../../../lib/format-date';
import { isNotOnPhone } from '../../../lib/api-error';
import { errorCodeOf } from '../../../lib/forms';
import type { Loaded } from '../../../lib/loaded';
import { showAmount } from '../../../lib/money';
import { roundNameIn } from '../../../lib/names';
import { usePageTitle } from '../../../lib/page-title';
import { prizeLabel } from '../../../lib/prizes';
import { formatBaht } from '../money';
import { CheckTicket } from './CheckTicket';
import sections from './Sections.module.css';
import styles from './Results.module.css';

/** Results by day go back this far (the shop's archive of past draws starts later). */
const FIRST_RESULTS_YEAR = 2000;

export type DrawRef = { gameEventId?: string; date?: string };

/**
 * /draw-results: a published draw's winning numbers (by round or by day) and the ticket check.
 * `drawRef` is the draw asked for (none: the latest); `onRef` asks for another.
 */
export function DrawResultsPage({
  events,
  result,
  drawRef: ref,
  onRef,
  onRetry,
}: {
  /** Undefined while loading. */
  events: Loaded<Page<GameEventItem>> | undefined;
  result: Loaded<DrawResult> | undefined;
  drawRef: DrawRef;
  onRef: (ref: DrawRef) => void;
  /** Asks again for what failed. */
  onRetry: () => void;
}) {
  usePageTitle('page.drawResults');
  const [mode, setMode] = useState<'round' | 'day'>(ref.date ? 'day' : 'round');
  // The day as picked, ahead of the navigation it starts: a fast second pick (the month right
  // after the year) builds on it, not on the day still shown, which ended on another day's draw.
  const [pickedDay, setPickedDay] = useState(ref.date);
  const published: GameEventItem[] = (events?.data?.items ?? []).filter((e) => e.published);
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();

  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="page.drawResults" />
      </h1>
      {/* A chosen round or day stays on screen; the notice then links to the new results. */}
      <ResultsPushNotice linkToResults={ref.gameEventId !== undefined || ref.date !== undefined} />
      <div className={sections.card}>
        <div className={styles.tabs} role="group">
          {(['round', 'day'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => {
                setMode(value);
                // Back to by-round from a day: show a round (the latest), not the day's answer
                // ("no draw that day") under the round picker.
                if (value === 'round' && ref.date) onRef({});
                if (value === 'round') setPickedDay(undefined);
              }}
            >
              <FormattedMessage id={value === 'round' ? 'results.byRound' : 'results.byDay'} />
            </button>
          ))}
        </div>
        {mode === 'round' ? (
          <label className={sections.field}>
            <FormattedMessage id="results.round" />
            <select
              data-testid="results-round"
              value={ref.gameEventId ?? result?.data?._id ?? ''}
              onChange={(event) => onRef({ gameEventId: event.target.value })}
            >
              {published.length === 0 && (
                <option value="">{intl.formatMessage({ id: 'app.loading' })}</option>
              )}
              {published.map((draw) => (
                <option key={draw._id} value={draw._id}>
                  {roundNameIn(intl, locale, draw)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <DateField
            name="day"
            testId="results-day"
            label={<FormattedMessage id="results.day" />}
            value={pickedDay ?? ref.date ?? result?.data?.drawDate ?? ''}
            years={{ from: FIRST_RESULTS_YEAR, to: new Date().getFullYear() }}
            onChange={(value) => {
              if (!value) return;
              setPickedDay(value);
              onRef({ date: value });
            }}
            className={sections.field}
          />
        )}
      </div>

      <Link to="/prize-table" className={styles.prizeTableLink} data-testid="prize-table-link">
        <FormattedMessage id="results.prizeTable" />
      </Link>

      <CheckTicket draws={published} selected={result?.data?._id ?? ref.gameEventId} />

      {result === undefined ? (
        <p role="status" aria-busy="true" data-testid="results-loading">
          <FormattedMessage id="app.loading" />
        </p>
      ) : result.ok ? (
        <ResultBoard result={result.data} />
      ) : ref.date && errorCodeOf(result.error) === ErrorCode.GameEventNotFound ? (
        <p className={sections.empty} role="status" data-testid="results-no-draw">
          <FormattedMessage
            id="results.noDrawOnDay"
            values={{ date: formatDate(drawDay(ref.date), locale) }}
          />
        </p>
      ) : isNotOnPhone(result.error) ? (
        <p className={sections.empty} role="status" data-testid="results-not-on-phone">
          <FormattedMessage id="offline.notSaved" />
        </p>
      ) : (
        <LoadError error={result.error} onRetry={onRetry} />
      )}
    </div>
  );
}

function ResultBoard({ result }: { result: DrawResult }) {
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const intl = useIntl();
  const [first, ...rest] = result.prizes;
  return (
    <section className={styles.board} data-testid="result-board" aria-labelledby="result-title">
      <header className={styles.boardHead}>
        <h2 id="result-title">
          <Icon path={mdiCalendarMonth} />
          {formatDate(drawDay(result.drawDate), locale)}
        </h2>
        {locale === 'th' && <p>{result.roundName}</p>}
      </header>
      {first && (
        <div className={styles.first} data-testid="prize-first">
          <p className={styles.kind}>
            <Icon path={mdiTrophy} />
            {prizeLabel(intl, first.kind)}
          </p>
          <p className={styles.bigNumber}>{first.numbers.join(' ')}</p>
          <p className={styles.amount}>
            <FormattedMessage
              id="results.amount"
              values={{ baht: formatBaht(first.baht), payout: showAmount(first.payout, currency) }}
            />
          </p>
        </div>
      )}
      <ul className={styles.kinds}>
        {rest.map((prize) => (
          <li key={prize.kind} data-testid={`prize-${prize.kind}`}>
            <h3>{prizeLabel(intl, prize.kind)}</h3>
            <p className={styles.amount}>
              <FormattedMessage
                id="results.amount"
                values={{
                  baht: formatBaht(prize.baht),
                  payout: showAmount(prize.payout, currency),
                }}
              />
            </p>
            <p className={styles.numbers}>
              {prize.numbers.map((number) => (
                <span key={number}>{number}</span>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
