import { mdiBank, mdiCheckCircle, mdiContentCopy, mdiDownload, mdiQrcode } from '@mdi/js';
import { depositSchema, ErrorCode, type Deposit } from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConnectionNote, Field, FormError } from '../../../components/Field';
import formStyles from '../../../components/Form.module.css';
import { Icon } from '../../../components/Icon';
import { onlineAtom } from '../../../lib/atoms/online';
import { profileAtom } from '../../../lib/atoms/profile';
import { showSnackbarAtom } from '../../../lib/atoms/snackbar';
import { formatCountdown, secondsLeft } from '../../../lib/countdown';
import { checkField } from '../../../lib/forms';
import { useSubmit, useTellRecovered } from '../../../lib/use-submit';
import {
  afterMoneyMoved,
  createDeposit,
  depositLinkQuery,
  fetchDeposit,
  historyChanged,
  payAtStandIn,
} from '../api';
import { shownDepositAtom } from '../atoms';
import { showAmount } from '../../../lib/money';
import { amountPreview, attemptKeys, nextPollMs } from '../wallet';
import styles from './Payment.module.css';

/** Deposit: an amount in USD, then a KHQR code to pay it, which turns to "received" once confirmed. */
export function DepositPanel({ userId }: { userId: string }) {
  const [shown, setShown] = useAtom(shownDepositAtom);
  const deposit = shown?.userId === userId ? shown.deposit : null;
  const setDeposit = useCallback(
    (next: Deposit | null) => setShown(next && { userId, deposit: next }),
    [setShown, userId],
  );
  return deposit ? (
    <DepositQr deposit={deposit} onUpdate={setDeposit} onAgain={() => setDeposit(null)} />
  ) : (
    <DepositForm onCreated={setDeposit} />
  );
}

function DepositForm({ onCreated }: { onCreated: (deposit: Deposit) => void }) {
  const online = useAtomValue(onlineAtom);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<number | undefined>();
  const submit = useSubmit({ moneyCall: true });
  const tellRecovered = useTellRecovered();
  const queryClient = useQueryClient();
  // One key for this amount's attempt, kept if the member presses again after a lost answer.
  const keys = useRef(attemptKeys());
  const preview = amountPreview(amount);

  const onChange = (value: string) => {
    setAmount(value);
    setError(undefined);
    keys.current.finish();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Zero is no amount at all: "enter the amount" says what to do, "invalid payment" does not.
    const zero = /^\s*0*(\.0*)?\s*$/.test(amount);
    const found = zero ? ErrorCode.MissingAmount : checkField(depositSchema.entries.amt, amount);
    setError(found);
    if (found !== undefined) return;
    void submit.run(async () => {
      const { value: deposit, retried } = await createDeposit(amount.trim(), keys.current.key());
      keys.current.finish();
      onCreated(deposit);
      tellRecovered(retried);
      void historyChanged(queryClient);
    });
  };

  return (
    <form className={`${styles.card} ${formStyles.form}`} onSubmit={onSubmit} noValidate>
      <p className={styles.muted}>
        <FormattedMessage id="payment.depositLead" />
      </p>
      <Field
        label="payment.amountUsd"
        name="amt"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={amount}
        onChange={onChange}
        error={error ?? submit.fieldErrors.amt}
        hint={
          preview ? (
            <span data-testid="amount-khr">
              <FormattedMessage id="payment.equals" values={{ amount: preview.khr }} />
            </span>
          ) : undefined
        }
      >
        <span className={styles.unit}>USD</span>
      </Field>
      <FormError code={submit.formError} />
      <ConnectionNote note={submit.connection} />
      <button className="btn btn-primary" type="submit" disabled={submit.busy || !online}>
        <Icon path={mdiQrcode} />
        <FormattedMessage id="payment.createQr" />
      </button>
    </form>
  );
}

/** Ticks every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

function DepositQr({
  deposit,
  onUpdate,
  onAgain,
}: {
  deposit: Deposit;
  onUpdate: (deposit: Deposit) => void;
  onAgain: () => void;
}) {
  const intl = useIntl();
  const snackbar = useSetAtom(showSnackbarAtom);
  const online = useAtomValue(onlineAtom);
  const now = useNow(deposit.status === 'pending');
  const left = secondsLeft(Date.parse(deposit.expiresAt), now);
  // A pending deposit past its expiry is expired for the member, whatever the last poll said.
  const status = deposit.status === 'pending' && left === 0 ? 'expired' : deposit.status;
  const profile = useAtomValue(profileAtom);
  const queryClient = useQueryClient();

  // Asks again and again (often at first, less later, a while past expiry: a late payment is
  // still credited) until confirmed; then the balance is fetched anew.
  useEffect(() => {
    if (!online) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = (current: Deposit) => {
      const wait = nextPollMs(current, Date.now());
      if (wait === null || stopped) return;
      timer = setTimeout(() => {
        fetchDeposit(current.RefId).then(
          (latest) => {
            if (stopped) return;
            if (latest.status === 'confirmed') {
              // The new balance first, so "paid" and the balance show together.
              void afterMoneyMoved(queryClient).finally(() => !stopped && onUpdate(latest));
            } else {
              onUpdate(latest);
              schedule(latest);
            }
          },
          // A missed poll is retried after the same wait.
          () => schedule(current),
        );
      }, wait);
    };
    schedule(deposit);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Restarted when the deposit changes status, not on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, deposit.RefId, deposit.status, onUpdate, queryClient]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(deposit.RefId);
      snackbar({ msg: intl.formatMessage({ id: 'payment.copied' }), state: true });
    } catch {
      // No clipboard (an old browser or no permission): the id stays selectable on screen.
    }
  };

  return (
    <section
      className={`${styles.card} ${styles.qrCard}`}
      data-testid="deposit-qr"
      data-status={status}
    >
      {status === 'confirmed' ? (
        <div className={styles.received} role="status">
          <Icon path={mdiCheckCircle} size={64} />
          <h2>
            <FormattedMessage id="payment.received" />
          </h2>
          {profile && (
            <p data-testid="deposit-new-balance">
              <FormattedMessage
                id="payment.newBalance"
                values={{ balance: showAmount(profile.balance, 'usd') }}
              />
            </p>
          )}
        </div>
      ) : (
        <>
          <h2>
            <FormattedMessage id="payment.scanTitle" />
          </h2>
          <div className={`${styles.qr} ${status === 'expired' ? styles.faded : ''}`}>
            <QRCodeSVG
              value={deposit.khqr}
              size={220}
              level="M"
              title={intl.formatMessage({ id: 'payment.qrLabel' })}
            />
          </div>
          {status === 'pending' && <SameDevicePay deposit={deposit} />}
        </>
      )}
      <div className={styles.amounts}>
        <strong data-testid="deposit-usd">{showAmount(deposit.amt, 'usd')}</strong>
        <span data-testid="deposit-khr">{showAmount(deposit.amt, 'khr')}</span>
      </div>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="payment.refId" />
        </dt>
        <dd className={styles.ref}>
          <code data-testid="deposit-ref">{deposit.RefId}</code>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => void copy()}
            aria-label={intl.formatMessage({ id: 'payment.copy' })}
          >
            <Icon path={mdiContentCopy} size={18} />
          </button>
        </dd>
        {status === 'pending' && (
          <>
            <dt>
              <FormattedMessage id="payment.timeLeft" />
            </dt>
            <dd className={styles.timer} data-testid="deposit-time-left">
              {formatCountdown(left)}
            </dd>
          </>
        )}
      </dl>
      <p className={status === 'expired' ? styles.warning : styles.muted} role="status">
        <FormattedMessage
          id={
            status === 'confirmed'
              ? deposit.late
                ? 'payment.receivedLate'
                : 'payment.receivedNote'
              : status === 'expired'
                ? 'payment.expired'
                : 'payment.waiting'
          }
        />
      </p>
      {status !== 'pending' && (
        <button type="button" className="btn btn-outline" onClick={onAgain}>
          <FormattedMessage id="payment.newDeposit" />
        </button>
      )}
    </section>
  );
}

/**
 * Paying from the phone that shows the QR code: Bakong's deep link opens a banking app on the
 * payment (when Bakong gives one); else save the QR code as a PNG to pick in the banking app, or
 * copy the KHQR payment code. In development, a button pays it at the local Bakong stand-in.
 */
function SameDevicePay({ deposit }: { deposit: Deposit }) {
  const intl = useIntl();
  const snackbar = useSetAtom(showSnackbarAtom);
  const canvas = useRef<HTMLCanvasElement>(null);
  // No link (none from Bakong, or not asked yet, or failed): saving or copying the code works.
  const link = useQuery(depositLinkQuery(deposit.RefId)).data?.link;

  const saveImage = () => {
    const link = document.createElement('a');
    link.href = canvas.current?.toDataURL('image/png') ?? '';
    link.download = `khqr-${deposit.RefId}.png`;
    link.click();
  };

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(deposit.khqr);
      snackbar({ msg: intl.formatMessage({ id: 'payment.codeCopied' }), state: true });
    } catch {
      // No clipboard: saving the image still works.
    }
  };

  return (
    <div className={styles.sameDevice}>
      <p className={styles.muted}>
        <FormattedMessage id="payment.sameDevice" />
      </p>
      {link && (
        <a className="btn btn-primary" href={link} data-testid="open-bank">
          <Icon path={mdiBank} size={18} />
          <FormattedMessage id="payment.openBank" />
        </a>
      )}
      <div className={styles.sameDeviceButtons}>
        <button type="button" className="btn btn-outline" onClick={saveImage}>
          <Icon path={mdiDownload} size={18} />
          <FormattedMessage id="payment.saveQr" />
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void copyCode()}>
          <Icon path={mdiContentCopy} size={18} />
          <FormattedMessage id="payment.copyCode" />
        </button>
      </div>
      {/* The PNG is drawn off screen, with a white margin banking apps need to read it. */}
      <QRCodeCanvas
        ref={canvas}
        value={deposit.khqr}
        size={480}
        level="M"
        marginSize={4}
        className={styles.offscreen}
        aria-hidden
      />
      {import.meta.env.DEV && (
        <button
          type="button"
          className="btn btn-outline"
          data-testid="dev-pay"
          onClick={() => void payAtStandIn(deposit.RefId).catch(() => undefined)}
        >
          <FormattedMessage id="payment.devPay" />
        </button>
      )}
    </div>
  );
}
