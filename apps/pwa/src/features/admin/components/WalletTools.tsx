import {
  adjustBalanceSchema,
  type BakongCheckStatus,
  type BakongReconciliation,
  type Reconciliation,
} from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateField, historyYears } from '../../../components/DateField';
import { FormError } from '../../../components/Field';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { onlineAtom } from '../../../lib/atoms/online';
import { formatDate } from '../../../lib/format-date';
import { checkFields, type FieldErrors } from '../../../lib/forms';
import { showAmount } from '../../../lib/money';
import { useSubmit } from '../../../lib/use-submit';
import { listMembers, type Member } from '../api';
import {
  adjustBalance,
  bakongReconcile,
  bakongStatus,
  downloadBakongReconciliation,
  downloadLedger,
  reconcile,
} from '../wallet-api';
import styles from './AdminPage.module.css';
import walletStyles from './Wallet.module.css';

/**
 * Bakong's check and its daily reconciliation, balance adjustment, ledger export and
 * reconciliation: the wallet's back-office tools.
 */
export function WalletTools() {
  return (
    <section className={styles.panel}>
      <BakongCheck />
      <BakongReconcile />
      <AdjustBalance />
      <LedgerExport />
      <Reconcile />
    </section>
  );
}

/** Finds a member by phone, then adds or takes away an amount, always with a reason. */
function AdjustBalance() {
  const intl = useIntl();
  const currency = useAtomValue(currencyAtom);
  const online = useAtomValue(onlineAtom);
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<Member[] | null>(null);
  const [member, setMember] = useState<Member | null>(null);
  const [amt, setAmt] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const search = useSubmit();
  const submit = useSubmit();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void search.run(async () => {
      setFound((await listMembers(phone.trim(), 1)).items);
      setMember(null);
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    const problems = checkFields({
      amt: [adjustBalanceSchema.entries.amt, amt],
      reason: [adjustBalanceSchema.entries.reason, reason],
    });
    setErrors(problems);
    setSaved(null);
    if (Object.keys(problems).length > 0) return;
    void submit.run(async () => {
      const { balance } = await adjustBalance(member.id, amt.trim(), reason.trim());
      setAmt('');
      setReason('');
      setSaved(balance);
    });
  };

  return (
    <div className={styles.box} data-testid="adjust-balance">
      <h2>
        <FormattedMessage id="adminWallet.adjustTitle" />
      </h2>
      <form className={`${styles.search} ${walletStyles.filter}`} onSubmit={onSearch} role="search">
        <input
          type="search"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          placeholder={intl.formatMessage({ id: 'adminWallet.phone' })}
          aria-label={intl.formatMessage({ id: 'adminWallet.phone' })}
        />
        <button className="btn btn-primary" type="submit" disabled={search.busy || !online}>
          <FormattedMessage id="admin.search" />
        </button>
      </form>
      <FormError code={search.formError} />
      {found && (
        <ul className={styles.list}>
          {found.map((candidate) => (
            <li
              key={candidate.id}
              className={`${styles.row} ${member?.id === candidate.id ? walletStyles.picked : ''}`}
            >
              <div className={styles.main}>
                <strong>{candidate.name}</strong>
                <span>{candidate.username}</span>
              </div>
              <div className={styles.controls}>
                <button type="button" onClick={() => setMember(candidate)}>
                  <FormattedMessage id="adminWallet.choose" />
                </button>
              </div>
            </li>
          ))}
          {found.length === 0 && (
            <li className={styles.muted}>
              <FormattedMessage id="admin.empty" />
            </li>
          )}
        </ul>
      )}
      {member && (
        <form className={styles.panel} onSubmit={onSubmit} noValidate>
          <div className={styles.grid}>
            <label className={styles.field}>
              <FormattedMessage id="adminWallet.amount" />
              <input
                name="amt"
                inputMode="decimal"
                value={amt}
                placeholder="-1.50"
                onChange={(event) => setAmt(event.target.value)}
                aria-invalid={errors.amt !== undefined}
              />
            </label>
            <label className={styles.field}>
              <FormattedMessage id="adminWallet.reason" />
              <input
                name="reason"
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={errors.reason !== undefined}
              />
            </label>
          </div>
          <FormError
            code={errors.amt ?? errors.reason ?? submit.fieldErrors.amt ?? submit.formError}
          />
          {saved !== null && (
            <p className={walletStyles.ok} role="status">
              <FormattedMessage
                id="adminWallet.adjusted"
                values={{ name: member.name, balance: showAmount(saved, currency) }}
              />
            </p>
          )}
          <button className="btn btn-primary" type="submit" disabled={submit.busy || !online}>
            <FormattedMessage id="adminWallet.adjust" values={{ name: member.name }} />
          </button>
        </form>
      )}
    </div>
  );
}

/** The ledger of a date range as a CSV file the admin keeps (the call needs the session header). */
function LedgerExport() {
  const online = useAtomValue(onlineAtom);
  const [range, setRange] = useState(thisMonth);
  const submit = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () =>
      saveFile(
        await downloadLedger(range.StartDate, range.endDate),
        `ledger-${range.StartDate}-${range.endDate}.csv`,
      ),
    );
  };

  return (
    <form className={styles.box} onSubmit={onSubmit} data-testid="ledger-export">
      <h2>
        <FormattedMessage id="adminWallet.ledgerTitle" />
      </h2>
      <DateRangeFields range={range} onChange={setRange} />
      <FormError code={submit.formError} />
      <button className="btn btn-outline" type="submit" disabled={submit.busy || !online}>
        <FormattedMessage id="adminWallet.download" />
      </button>
    </form>
  );
}

/**
 * Checks every member's balance against the sum of their ledger entries, and every entry's
 * balance after against the sum of the entries up to it.
 */
function Reconcile() {
  const online = useAtomValue(onlineAtom);
  const [result, setResult] = useState<Reconciliation | null>(null);
  const submit = useSubmit();
  return (
    <div className={styles.box} data-testid="reconcile">
      <h2>
        <FormattedMessage id="adminWallet.reconcileTitle" />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage id="adminWallet.reconcileHelp" />
      </p>
      <FormError code={submit.formError} />
      {result && (
        <div className={walletStyles.result} role="status">
          <p className={result.mismatches.length === 0 ? walletStyles.ok : walletStyles.bad}>
            <FormattedMessage
              id={
                result.mismatches.length === 0 ? 'adminWallet.balanced' : 'adminWallet.unbalanced'
              }
              values={{ members: result.members, count: result.mismatches.length }}
            />
          </p>
          {result.mismatches.length > 0 && (
            <ul className={styles.problems}>
              {result.mismatches.map((row) => (
                <li key={row.userId}>
                  #{row.userId}: {row.balance} ≠ {row.ledger}
                </li>
              ))}
            </ul>
          )}
          {result.entryMismatches.length > 0 && (
            <>
              <p className={walletStyles.bad}>
                <FormattedMessage
                  id="adminWallet.wrongEntries"
                  values={{ count: result.entryMismatches.length }}
                />
              </p>
              <ul className={styles.problems}>
                {result.entryMismatches.map((row) => (
                  <li key={row.id}>
                    <FormattedMessage id="adminWallet.wrongEntry" values={row} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={submit.busy || !online}
        onClick={() => void submit.run(async () => setResult(await reconcile()))}
      >
        <FormattedMessage id="adminWallet.reconcile" />
      </button>
    </div>
  );
}

type DateRange = { StartDate: string; endDate: string };

/** Today and the first of the month in the shop's time zone (en-CA writes YYYY-MM-DD). */
function thisMonth(): DateRange {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' });
  return { StartDate: `${today.slice(0, 8)}01`, endDate: today };
}

/** From and to, in the shop's own date pickers (field names as the calls spell them). */
function DateRangeFields({
  range,
  onChange,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <div className={styles.grid}>
      <DateField
        name="StartDate"
        label={<FormattedMessage id="payment.from" />}
        value={range.StartDate}
        years={historyYears()}
        onChange={(value) => onChange({ ...range, StartDate: value })}
        className={styles.field}
      />
      <DateField
        name="endDate"
        label={<FormattedMessage id="payment.to" />}
        value={range.endDate}
        years={historyYears()}
        onChange={(value) => onChange({ ...range, endDate: value })}
        className={styles.field}
      />
    </div>
  );
}

/** Hands a downloaded file to the browser as a file the admin keeps. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Whether Bakong's transaction check is on and working: how many deposits it asks about, its
 * answers and failures, the last failure, and above all an expired token (nothing is credited by
 * itself until it is renewed).
 */
function BakongCheck() {
  const locale = useAtomValue(localeAtom);
  const [status, setStatus] = useState<BakongCheckStatus | null>(null);
  const load = useSubmit();
  useEffect(() => {
    void load.run(async () => setStatus(await bakongStatus()));
    // Once, when the tab opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const at = (iso: string) => formatDate(iso, locale, 'dateTime');
  return (
    <div className={styles.box} data-testid="bakong-check">
      <h2>
        <FormattedMessage id="adminWallet.bakongTitle" />
      </h2>
      <FormError code={load.formError} />
      {status && !status.enabled && (
        <p className={styles.muted}>
          <FormattedMessage id="adminWallet.bakongOff" />
        </p>
      )}
      {status?.enabled && (
        <div className={walletStyles.result} role="status">
          {status.tokenExpired && (
            <p className={walletStyles.bad} data-testid="bakong-token-expired">
              <FormattedMessage id="adminWallet.bakongTokenExpired" />
            </p>
          )}
          <p>
            <FormattedMessage id="adminWallet.bakongOn" values={{ ...status }} />
          </p>
          {status.lastOkAt && (
            <p className={styles.muted}>
              <FormattedMessage
                id="adminWallet.bakongLastOk"
                values={{ at: at(status.lastOkAt) }}
              />
            </p>
          )}
          {status.lastError && status.lastErrorAt && (
            <p className={styles.muted}>
              <FormattedMessage
                id="adminWallet.bakongLastError"
                values={{ at: at(status.lastErrorAt), error: status.lastError }}
              />
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** Per day, Bakong's transactions against the credited deposits; the differences, and all as CSV. */
function BakongReconcile() {
  const online = useAtomValue(onlineAtom);
  const currency = useAtomValue(currencyAtom);
  const [range, setRange] = useState(thisMonth);
  const [result, setResult] = useState<BakongReconciliation | null>(null);
  const submit = useSubmit();
  const download = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () => setResult(await bakongReconcile(range.StartDate, range.endDate)));
  };

  const onDownload = () =>
    void download.run(async () =>
      saveFile(
        await downloadBakongReconciliation(range.StartDate, range.endDate),
        `bakong-${range.StartDate}-${range.endDate}.csv`,
      ),
    );

  return (
    <form className={styles.box} onSubmit={onSubmit} data-testid="bakong-reconcile">
      <h2>
        <FormattedMessage id="adminWallet.bakongReconcileTitle" />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage id="adminWallet.bakongReconcileHelp" />
      </p>
      <DateRangeFields range={range} onChange={setRange} />
      <FormError code={submit.formError ?? download.formError} />
      {result && (
        <div className={walletStyles.result} role="status">
          {result.days.length === 0 && (
            <p className={styles.muted}>
              <FormattedMessage id="adminWallet.bakongNoDays" />
            </p>
          )}
          {result.days.map((day) => (
            <p key={day.day} className={day.differences > 0 ? walletStyles.bad : undefined}>
              <FormattedMessage id="adminWallet.bakongDay" values={{ ...day }} />
            </p>
          ))}
          {result.differences.length > 0 && (
            <ul className={styles.problems}>
              {result.differences.map((row) => (
                <li key={`${row.RefId}-${row.hash ?? ''}`} data-testid="bakong-difference">
                  {row.RefId} · {showAmount(row.amt, currency)}
                  {row.paid !== null && ` · ${row.paid} ${row.currency ?? ''}`} ·{' '}
                  <FormattedMessage id={`adminWallet.bakongIssue.${row.issue}`} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className={styles.grid}>
        <button className="btn btn-primary" type="submit" disabled={submit.busy || !online}>
          <FormattedMessage id="adminWallet.bakongReconcile" />
        </button>
        <button
          className="btn btn-outline"
          type="button"
          disabled={download.busy || !online}
          onClick={onDownload}
        >
          <FormattedMessage id="adminWallet.download" />
        </button>
      </div>
    </form>
  );
}
