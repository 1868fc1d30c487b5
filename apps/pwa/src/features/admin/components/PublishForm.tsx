import {
  ErrorCode,
  issueCode,
  prizeCounts,
  prizeKinds,
  publishResultsSchema,
  type AdminDrawItem,
  type PrizeKind,
} from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { useConfirm } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/Field';
import { useRoundName } from '../../../lib/names';
import { prizeLabel } from '../../../lib/prizes';
import { useSubmit } from '../../../lib/use-submit';
import { publishResults } from '../draw-api';
import styles from './AdminPage.module.css';

const emptyResults = () =>
  Object.fromEntries(prizeKinds.map((kind) => [kind, ''])) as Record<PrizeKind, string>;

/** Splits what was typed or pasted (spaces, commas, new lines) into numbers. */
const numbersOf = (text: string) => text.split(/[^\d]+/).filter(Boolean);

/** The nine prize kinds of a closed draw, each with its exact count of numbers. */
export function PublishForm({
  draw,
  onPublished,
}: {
  draw: AdminDrawItem;
  onPublished: () => void;
}) {
  const intl = useIntl();
  const roundName = useRoundName();
  const [text, setText] = useState(emptyResults);
  const [done, setDone] = useState(false);
  const submit = useSubmit();
  const confirm = useConfirm();
  const results = Object.fromEntries(
    prizeKinds.map((kind) => [kind, numbersOf(text[kind])]),
  ) as Record<PrizeKind, string[]>;
  const wrong = prizeKinds.filter((kind) => results[kind].length !== prizeCounts[kind]);
  // What the last press found wrong: the counts here, or the kinds the server named.
  const [shownWrong, setShownWrong] = useState<PrizeKind[]>([]);
  const serverWrong = prizeKinds.filter(
    (kind) => submit.fieldErrors[kind] !== undefined && !shownWrong.includes(kind),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setShownWrong(wrong);
    submit.clear();
    const parsed = v.safeParse(publishResultsSchema, { gameEventId: draw._id, results });
    if (wrong.length > 0) return;
    if (!parsed.success) {
      submit.setFormError(issueCode(parsed.issues[0].message) ?? ErrorCode.IncompatibleReward);
      return;
    }
    // Publishing settles every prize at once and cannot be taken back: ask first.
    confirm.ask(
      () =>
        void submit.run(async () => {
          await publishResults(draw._id, results);
          setDone(true);
          onPublished();
        }),
    );
  };

  return (
    <form className={styles.box} onSubmit={onSubmit} noValidate data-testid="publish-results">
      <h2>
        <FormattedMessage id="admin.publishTitle" values={{ round: roundName(draw) }} />
      </h2>
      <div className={styles.grid}>
        {prizeKinds.map((kind) => (
          <label key={kind} className={styles.field}>
            <span>
              {prizeLabel(intl, kind)}{' '}
              <span className={wrong.includes(kind) ? styles.locked : styles.muted}>
                ({results[kind].length}/{prizeCounts[kind]})
              </span>
            </span>
            <textarea
              name={kind}
              rows={prizeCounts[kind] > 5 ? 4 : 1}
              value={text[kind]}
              onChange={(event) => setText({ ...text, [kind]: event.target.value })}
            />
          </label>
        ))}
      </div>
      {(shownWrong.length > 0 || serverWrong.length > 0) && (
        // Which prizes are wrong and how many numbers each needs, not only "not compatible".
        <ul className={styles.locked} role="alert" data-testid="publish-wrong">
          {shownWrong.map((kind) => (
            <li key={kind}>
              <FormattedMessage
                id="admin.publishWrongCount"
                values={{
                  prize: prizeLabel(intl, kind),
                  needed: prizeCounts[kind],
                  given: results[kind].length,
                }}
              />
            </li>
          ))}
          {serverWrong.map((kind) => (
            <li key={kind}>
              <FormattedMessage
                id="admin.publishWrongKind"
                values={{ prize: prizeLabel(intl, kind), needed: prizeCounts[kind] }}
              />
            </li>
          ))}
        </ul>
      )}
      <FormError code={submit.formError} />
      {done && (
        <p role="status">
          <FormattedMessage id="admin.published" />
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={submit.busy}>
        <FormattedMessage id="admin.publish" />
      </button>
      {confirm.dialog(
        <FormattedMessage id="admin.confirmPublish" values={{ round: roundName(draw) }} />,
        <FormattedMessage id="admin.publish" />,
      )}
    </form>
  );
}
