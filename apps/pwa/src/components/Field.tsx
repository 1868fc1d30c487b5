import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ConnectionNote as Note } from '../lib/api-error';
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

/**
 * What a money call's connection did (issue 11): it went through after a retry (a commit whose
 * answer was lost is replayed, not made twice), or the shop is still out of reach.
 */
export function ConnectionNote({ note }: { note: Note }) {
  if (note === null) return null;
  const recovered = note === 'recovered';
  return (
    <p
      className={recovered ? styles.recovered : styles.formError}
      role={recovered ? 'status' : 'alert'}
      data-testid="connection-note"
      data-note={note}
    >
      <FormattedMessage id={recovered ? 'connection.recovered' : 'connection.unreachable'} />
    </p>
  );
}
