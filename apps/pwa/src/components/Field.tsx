import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { codeText } from '../lib/forms';
import type { MessageId } from '../lib/intl';
import styles from './Field.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

/** A labelled text input with its error (a catalogue code shown as `error.<code>`). */
export function Field({
  label,
  value,
  onChange,
  error,
  hint,
  children,
  ...input
}: InputProps & {
  label: MessageId;
  value: string;
  onChange: (value: string) => void;
  error?: number | undefined;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <div className={styles.row}>
        <input
          {...input}
          id={id}
          value={value}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </div>
      {error !== undefined ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {codeText(intl, error)}
        </p>
      ) : (
        hint && <p className={styles.hint}>{hint}</p>
      )}
    </div>
  );
}

/** Keeps digits only (phone, OTP): the spec blocks "-" and "e" in the phone field. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** A request's failure shown above the submit button. */
export function FormError({ code }: { code: number | null }) {
  const intl = useIntl();
  if (code === null) return null;
  return (
    <p className={styles.formError} role="alert" data-testid="form-error">
      {codeText(intl, code)}
    </p>
  );
}
