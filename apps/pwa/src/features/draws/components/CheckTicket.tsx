import { mdiTicketConfirmationOutline } from '@mdi/js';
import {
  checkLottoPrizesSchema,
  ErrorCode,
  issueCode,
  type GameEventItem,
  type PrizeCheck,
  type PrizeKind,
} from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import * as v from 'valibot';
import { Icon } from '../../../components/Icon';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { codeText, errorCodeOf } from '../../../lib/forms';
import { checkPrizes } from '../api';
import { formatBaht, formatUsd } from '../money';
import { onlyDigits } from '../phase';
import { drawDay } from './DrawTop';
import sections from './Sections.module.css';
import styles from './Results.module.css';

const kindIds = {
  first: 'prize.first',
  near1: 'prize.near1',
  second: 'prize.second',
  third: 'prize.third',
  fourth: 'prize.fourth',
  fifth: 'prize.fifth',
  first3: 'prize.first3',
  last3: 'prize.last3',
  last2: 'prize.last2',
} as const;

export const prizeLabel = (intl: IntlShape, kind: PrizeKind) =>
  intl.formatMessage({ id: kindIds[kind] });

/** The check-ticket form: six digits and a published draw → every prize won, or "no prize". */
export function CheckTicket({ draws, selected }: { draws: GameEventItem[]; selected?: string }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const [number, setNumber] = useState('');
  const [drawId, setDrawId] = useState<string>();
  const [invalid, setInvalid] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<PrizeCheck>();
  const [error, setError] = useState<unknown>();
  const gameEventId = drawId ?? selected;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(checkLottoPrizesSchema, { number, gameEventId });
    if (!parsed.success) {
      setInvalid(issueCode(parsed.issues[0].message) ?? ErrorCode.InvalidFormat);
      return;
    }
    setInvalid(undefined);
    setBusy(true);
    setError(undefined);
    setAnswer(undefined);
    try {
      setAnswer(await checkPrizes(number, gameEventId ? { gameEventId } : {}));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={sections.card} aria-labelledby="check-title" data-testid="check-ticket">
      <h2 id="check-title" className={styles.checkTitle}>
        <Icon path={mdiTicketConfirmationOutline} />
        <FormattedMessage id="check.title" />
      </h2>
      <form className={sections.section} onSubmit={(event) => void submit(event)} noValidate>
        <div className={sections.fields}>
          <label className={sections.field}>
            <FormattedMessage id="check.number" />
            <input
              name="number"
              inputMode="numeric"
              autoComplete="off"
              placeholder="000000"
              value={number}
              aria-invalid={invalid !== undefined}
              onChange={(event) => setNumber(onlyDigits(event.target.value, 6))}
            />
            {invalid !== undefined && (
              <span className={sections.fieldError} role="alert">
                {codeText(intl, invalid)}
              </span>
            )}
          </label>
          <label className={sections.field}>
            <FormattedMessage id="check.draw" />
            <select
              name="draw"
              value={gameEventId ?? ''}
              onChange={(event) => setDrawId(event.target.value)}
            >
              {draws.map((draw) => (
                <option key={draw._id} value={draw._id}>
                  {formatDate(drawDay(draw.drawDate), locale)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="submit" className={`btn btn-primary ${sections.center}`} disabled={busy}>
          <FormattedMessage id={busy ? 'app.loading' : 'check.submit'} />
        </button>
      </form>
      <div aria-live="polite" data-testid="check-answer">
        {error !== undefined && (
          <p className={sections.error} role="alert">
            {codeText(intl, errorCodeOf(error))}
          </p>
        )}
        {answer &&
          (answer.wins.length === 0 ? (
            <p className={styles.noPrize}>
              <FormattedMessage
                id="check.noPrize"
                values={{
                  number: answer.number,
                  date: formatDate(drawDay(answer.drawDate), locale),
                }}
              />
            </p>
          ) : (
            <div className={styles.won}>
              <p>
                <FormattedMessage
                  id="check.won"
                  values={{
                    number: answer.number,
                    date: formatDate(drawDay(answer.drawDate), locale),
                  }}
                />
              </p>
              <ul>
                {answer.wins.map((win) => (
                  <li key={`${win.kind}-${win.number}`}>
                    <strong>{prizeLabel(intl, win.kind)}</strong>
                    <span>
                      <FormattedMessage
                        id="results.amount"
                        values={{
                          baht: formatBaht(win.baht),
                          payout: formatUsd(win.payout, currency),
                        }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </div>
    </section>
  );
}
