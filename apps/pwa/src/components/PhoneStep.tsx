import { phoneSchema } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { checkField } from '../lib/forms';
import type { MessageId } from '../lib/intl';
import { useSubmit } from '../lib/use-submit';
import { digitsOnly } from '../lib/forms';
import { Field, FormError } from './Field';
import styles from './Form.module.css';

/**
 * The first step of registering and of recovering a password: the phone number, checked by the
 * shared rule, then `send` asks for the SMS code. `error` is a failure of a later step that sent
 * the reader back here.
 */
export function PhoneStep({
  lead,
  phone,
  onPhone,
  send,
  onSent,
  error,
}: {
  lead: MessageId;
  phone: string;
  onPhone: (phone: string) => void;
  send: (phone: string) => Promise<{ resendIn: number }>;
  onSent: (resendIn: number) => void;
  error?: number | null;
}) {
  const [phoneError, setPhoneError] = useState<number | undefined>();
  const submit = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = checkField(phoneSchema, phone);
    setPhoneError(code);
    if (code !== undefined) return;
    void submit.run(async () => onSent((await send(phone)).resendIn));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>
        <FormattedMessage id={lead} />
      </p>
      <Field
        label="auth.phone"
        value={phone}
        onChange={(value) => onPhone(digitsOnly(value, 10))}
        error={phoneError ?? submit.fieldErrors.Tel}
        inputMode="numeric"
        autoComplete="tel-national"
        name="Tel"
      />
      <FormError code={submit.formError ?? error ?? null} />
      <button className="btn btn-primary" type="submit" disabled={submit.busy}>
        <FormattedMessage id="register.sendCode" />
      </button>
    </form>
  );
}
