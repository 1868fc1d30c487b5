import {
  prizeKinds,
  prizePayoutRule,
  amountSchemaOf,
  centsToDecimal,
  parseCents,
  type AdminPrize,
  type Page,
  type PrizeKind,
} from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { showAmount } from '../../../lib/money';
import { prizeLabel } from '../../../lib/prizes';
import { useSubmit } from '../../../lib/use-submit';
import { checkField } from '../../../lib/forms';
import { creditPrize, setPrizePayout } from '../draw-api';
import { prizeFilter } from '../tabs';
import { PagedList, type PanelProps } from './AdminPage';
import styles from './AdminPage.module.css';
import { SaveFooter } from './SaveFooter';

const filters = [
  ['waiting', 'admin.prizeWaiting'],
  ['credited', 'admin.prizeCredited'],
  ['all', 'admin.prizeAll'],
] as const;

/**
 * Prizes won by sold tickets. Publishing results credits small prizes at once; the ones above the
 * limit wait here until an admin pays them (each at most once: the server refuses a second time).
 */
export function PrizeAdmin({ list, search, go }: PanelProps<Page<AdminPrize>>) {
  const intl = useIntl();
  const router = useRouter();
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const act = useSubmit();

  // Typed parts, by prize; empty pays what remains.
  const [parts, setParts] = useState<Record<string, string>>({});
  const keyOf = (prize: AdminPrize) => `${prize.sheetId}-${prize.kind}`;

  function pay(prize: AdminPrize) {
    const part = parts[keyOf(prize)]?.trim() || undefined;
    if (part !== undefined) {
      const code = checkField(payoutSchema, part);
      if (code !== undefined) return act.setFormError(code);
    }
    void act.run(async () => {
      await creditPrize(prize.sheetId, prize.kind, part);
      setParts((old) => ({ ...old, [keyOf(prize)]: '' }));
      await router.invalidate();
    });
  }

  return (
    <section className={styles.panel} data-testid="prize-admin">
      <div className={styles.controls}>
        <label>
          <FormattedMessage id="admin.prizeFilter" />{' '}
          <select
            value={prizeFilter(search)}
            onChange={(event) => go({ status: event.target.value, page: 1 })}
          >
            {filters.map(([value, id]) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PayoutForm />
      <FormError code={act.formError} />
      <PagedList list={list} page={search.page} onPage={(page) => go({ page })}>
        {(prize) => (
          <li key={`${prize.sheetId}-${prize.kind}`} className={styles.row}>
            <div className={styles.main}>
              <strong>
                {prize.number} · {prizeLabel(intl, prize.kind)} ·{' '}
                {showAmount(prize.amount, currency)}
              </strong>
              <span>
                {prize.member.name} ({prize.member.username}) · {prize.roundName}
              </span>
              {prize.status === 'waiting' && parseCents(prize.paid)! > 0 && (
                <span data-testid="prize-part-paid">
                  <FormattedMessage
                    id="admin.prizePartPaid"
                    values={{
                      paid: showAmount(prize.paid, currency),
                      remaining: showAmount(remainingOf(prize), currency),
                    }}
                  />
                </span>
              )}
              <span className={styles.muted}>
                {formatDate(prize.creditedAt ?? prize.settledAt, locale, 'dateTime')}
              </span>
            </div>
            <div className={styles.controls}>
              {prize.status === 'waiting' && (
                <label className={styles.field}>
                  <FormattedMessage id="admin.prizePart" />
                  <input
                    name="part"
                    inputMode="decimal"
                    placeholder={remainingOf(prize)}
                    value={parts[keyOf(prize)] ?? ''}
                    onChange={(event) =>
                      setParts((old) => ({ ...old, [keyOf(prize)]: event.target.value }))
                    }
                  />
                </label>
              )}
              {prize.status === 'waiting' ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={act.busy}
                  onClick={() => pay(prize)}
                >
                  <FormattedMessage id="admin.prizeCredit" />
                </button>
              ) : (
                <span className={styles.unlocked}>
                  <FormattedMessage id="admin.prizeCredited" />
                </span>
              )}
            </div>
          </li>
        )}
      </PagedList>
    </section>
  );
}

const payoutSchema = amountSchemaOf(prizePayoutRule);

/** What is still to pay of a prize paid in parts (two-decimal USD). */
function remainingOf(prize: AdminPrize): string {
  return centsToDecimal(parseCents(prize.amount)! - parseCents(prize.paid)!);
}

/** The prize table for future draws: one kind's payout at a time (audited as prize.table). */
function PayoutForm() {
  const intl = useIntl();
  const [kind, setKind] = useState<PrizeKind>('first');
  const [payout, setPayout] = useState('');
  const [saved, setSaved] = useState(false);
  const submit = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const code = checkField(payoutSchema, payout);
    if (code !== undefined) return submit.setFormError(code);
    void submit.run(async () => {
      await setPrizePayout(kind, payout.trim());
      setSaved(true);
    });
  };
  return (
    <form className={styles.box} onSubmit={onSubmit} noValidate data-testid="prize-payout">
      <h2>
        <FormattedMessage id="admin.payoutTitle" />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage id="admin.payoutHelp" />
      </p>
      <div className={styles.grid}>
        <label className={styles.field}>
          <FormattedMessage id="prizeTable.kind" />
          <select
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as PrizeKind)}
          >
            {prizeKinds.map((value) => (
              <option key={value} value={value}>
                {prizeLabel(intl, value)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="prizeTable.payout" />
          <input
            name="payout"
            inputMode="decimal"
            value={payout}
            onChange={(event) => setPayout(event.target.value)}
          />
        </label>
      </div>
      <SaveFooter error={submit.formError} saved={saved} busy={submit.busy} />
    </form>
  );
}
