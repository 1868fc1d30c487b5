import { ErrorCode, otpSchema } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '../lib/api-error';
import { formatCountdown, readSeconds, useCountdown } from '../lib/countdown';
import { checkField } from '../lib/forms';
import { useSubmit } from '../lib/use-submit';
import { digitsOnly } from '../lib/forms';
import { Field, FormError } from './Field';
import styles from './Form.module.css';

/**
 * Enter the code sent by SMS: a six-digit input, a resend button that counts down the seconds
 * the server asked to wait (`resendIn`), and a verify button.
 */
export function OtpStep({
  phone,
  resendIn,
  resend,
  verify,
}: {
  /** Where the code went (shown to the reader); null when it went to the member's own phone. */
  phone: string | null;
  /** Seconds until the first resend, from the answer that sent the code. */
  resendIn: number;
  resend: () => Promise<{ resendIn: number }>;
  verify: (otp: string) => Promise<void>;
}) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<number | undefined>();
  // From when the code was sent: later resends restart the countdown themselves.
  const countdown = useCountdown(resendIn);
  const submit = useSubmit();
  const resending = useSubmit();
  const { start } = countdown;

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    const code = checkField(otpSchema, otp);
    setError(code);
    if (code === undefined) void submit.run(() => verify(otp));
  };

  const onResend = () =>
    void resending.run(
      async () => {
        const sent = await resend();
        start(readSeconds(sent.resendIn));
        setOtp('');
      },
      (failure) => {
        // Too early: the server says how long to wait; show that instead of an error.
        const wait = failure instanceof ApiError ? readSeconds(failure.fields.resendIn) : 0;
        if (failure instanceof ApiError && failure.code === ErrorCode.TooManyRequests && wait) {
          start(wait);
          return true;
        }
        return false;
      },
    );

  return (
    <form className={styles.form} onSubmit={onVerify} noValidate>
      <p className={styles.lead}>
        {phone ? (
          <FormattedMessage id="otp.sentTo" values={{ phone: <strong>{phone}</strong> }} />
        ) : (
          <FormattedMessage id="otp.sentToYou" />
        )}
      </p>
      <Field
        label="otp.label"
        value={otp}
        onChange={(value) => setOtp(digitsOnly(value, 6))}
        error={error ?? submit.fieldErrors.otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.otpInput}
        data-testid="otp-input"
        autoFocus
      />
      <FormError code={submit.formError ?? resending.formError} />
      <button className="btn btn-primary" type="submit" disabled={submit.busy}>
        <FormattedMessage id="otp.verify" />
      </button>
      <button
        type="button"
        className={styles.linkButton}
        onClick={onResend}
        disabled={countdown.left > 0 || resending.busy}
        data-testid="otp-resend"
      >
        {countdown.left > 0 ? (
          <FormattedMessage
            id="otp.resendIn"
            values={{
              time: <span className={styles.timer}>{formatCountdown(countdown.left)}</span>,
            }}
          />
        ) : (
          <FormattedMessage id="otp.resend" />
        )}
      </button>
    </form>
  );
}
