import { mdiTicketConfirmationOutline } from '@mdi/js';
import {
  checkLottoPrizesSchema,
  ErrorCode,
  issueCode,
  type GameEventItem,
  type PrizeCheck,
} from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { Icon } from '../../../components/Icon';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { drawDay, formatDate } from '../../../lib/format-date';
import { isNotOnPhone } from '../../../lib/api-error';
import { codeText, digitsOnly, errorCodeOf } from '../../../lib/forms';
import { showAmount } from '../../../lib/money';
import { prizeLabel } from '../../../lib/prizes';
import { checkPrizes } from '../api';
import { formatBaht } from '../money';
import sections from './Sections.module.css';
import styles from './Results.module.css';

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
  // The draw shown above, kept while it shows none (a day without a draw): the select never
  // goes blank under the member's number.
  const [shown, setShown] = useState(selected);
  if (selected !== undefined && selected !== shown) setShown(selected);
  const gameEventId = drawId ?? shown ?? draws[0]?._id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(checkLottoPrizesSchema, { number, gameEventId });
    if (!parsed.success) {
      setInvalid(issueCode(parsed.issues[0].message) ?? ErrorCode.InvalidFormat);
      // The previous number's answer must not sit under this one's field error.
      setAnswer(undefined);
      setError(undefined);
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
              onChange={(event) => setNumber(digitsOnly(event.target.value, 6))}
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
            {isNotOnPhone(error)
              ? intl.formatMessage({ id: 'offline.notSaved' })
              : codeText(intl, errorCodeOf(error))}
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
                          payout: showAmount(win.payout, currency),
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
