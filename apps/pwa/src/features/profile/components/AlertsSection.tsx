import {
  alertDigits,
  alertKinds,
  ErrorCode,
  maxAlertsPerMember,
  type AlertKind,
  type NumberAlertItem,
} from '@lottery/contracts';
import { mdiClose } from '@mdi/js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, FormError } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { QueryStatus } from '../../../components/QueryStatus';
import { digitsOnly } from '../../../lib/forms';
import { useSubmit } from '../../../lib/use-submit';
import { addAlert, alertsQuery, removeAlert } from '../api';
import styles from './ProfilePage.module.css';

/** "1 2 3 · · ·": where the digits sit in the six, for each pattern. */
function shape(kind: AlertKind, digits: string): string {
  const blanks = '·'.repeat(6 - digits.length);
  return kind === 'first3' ? `${digits}${blanks}` : `${blanks}${digits}`;
}

/**
 * Number alerts: "tell me in Telegram when a number like this is in stock". Each pattern is all
 * six digits, the first 3, the last 3 or the last 2; at most `maxAlertsPerMember`.
 */
export function AlertsSection() {
  const intl = useIntl();
  const query = useQuery(alertsQuery);
  const queryClient = useQueryClient();
  const alerts = query.data;
  const [kind, setKind] = useState<AlertKind>('last2');
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<number | undefined>();
  const submit = useSubmit();

  // Adding and removing answer with the list after the change: it replaces the cached one.
  const setAlerts = (next: NumberAlertItem[]) =>
    queryClient.setQueryData(alertsQuery.queryKey, next);

  if (!alerts)
    return (
      <section className={styles.section} data-testid="alerts-section">
        <div className={styles.sectionHead}>
          <h2>
            <FormattedMessage id="alerts.title" />
          </h2>
        </div>
        <QueryStatus query={query} testId="alerts" />
      </section>
    );
  const full = alerts.length >= maxAlertsPerMember;

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const code = digits.length === alertDigits[kind] ? undefined : ErrorCode.InvalidAlertPattern;
    setError(code);
    if (code !== undefined) return;
    void submit.run(async () => {
      setAlerts(await addAlert(kind, digits));
      setDigits('');
    });
  };
  const onRemove = (id: string) =>
    void submit.run(async () => {
      setAlerts(await removeAlert(id));
    });

  return (
    <section className={styles.section} data-testid="alerts-section">
      <div className={styles.sectionHead}>
        <h2>
          <FormattedMessage id="alerts.title" />
        </h2>
        <span className={styles.muted}>
          {alerts.length}/{maxAlertsPerMember}
        </span>
      </div>
      <p className={styles.muted}>
        <FormattedMessage id="alerts.why" />
      </p>
      {alerts.length > 0 && (
        <ul className={styles.alerts} data-testid="alerts-list">
          {alerts.map((alert) => (
            <li key={alert.id}>
              <strong className={styles.alertNumber}>{shape(alert.kind, alert.digits)}</strong>
              <span className={styles.muted}>
                <FormattedMessage id={`alerts.kind.${alert.kind}`} />
              </span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(alert.id)}
                disabled={submit.busy}
                aria-label={intl.formatMessage({ id: 'alerts.remove' })}
              >
                <Icon path={mdiClose} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className={styles.muted}>
          <FormattedMessage id="alerts.full" />
        </p>
      ) : (
        <form className={styles.alertForm} onSubmit={onAdd} noValidate>
          <div className={styles.kinds} role="radiogroup">
            {alertKinds.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={kind === value}
                className={kind === value ? styles.kindOn : styles.kind}
                onClick={() => {
                  setKind(value);
                  setDigits((old) => old.slice(0, alertDigits[value]));
                }}
              >
                <FormattedMessage id={`alerts.kind.${value}`} />
              </button>
            ))}
          </div>
          <Field
            label="alerts.digits"
            value={digits}
            onChange={(value) => setDigits(digitsOnly(value, alertDigits[kind]))}
            error={error ?? submit.fieldErrors.digits}
            inputMode="numeric"
            placeholder={'0'.repeat(alertDigits[kind])}
            data-testid="alert-digits"
          />
          <button className="btn btn-primary" type="submit" disabled={submit.busy}>
            <FormattedMessage id="alerts.add" />
          </button>
        </form>
      )}
      <FormError code={submit.formError} />
    </section>
  );
}
