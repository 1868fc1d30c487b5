import {
  breakDays,
  limitAmountSchema,
  type BreakDays,
  type SetLimitsRequest,
  type SpendingLimits,
} from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useConfirm } from '../../../components/ConfirmDialog';
import { Field, FormError } from '../../../components/Field';
import formStyles from '../../../components/Form.module.css';
import { LimitsSummary } from '../../../components/LimitsSummary';
import { QueryStatus } from '../../../components/QueryStatus';
import { checkField, type FieldErrors } from '../../../lib/forms';
import { useSubmit } from '../../../lib/use-submit';
import { limitsQuery, setLimits } from '../api';
import styles from './ProfilePage.module.css';

/** '' (no limit) passes; anything else is an amount by the shared rule. */
const limitError = (value: string) =>
  value.trim() === '' ? undefined : checkField(limitAmountSchema, value);

/**
 * Responsible play: a daily and a monthly limit (lowering works at once, raising after a day) and
 * a break of 7, 30 or 90 days that cannot be shortened, asked for with a confirmation.
 */
export function LimitsSection() {
  const query = useQuery(limitsQuery);
  const queryClient = useQueryClient();
  const limits = query.data;
  // What the member typed (null: nothing yet, the field shows the limit in force), so typing
  // before the limits arrive is kept.
  const [typedDaily, setDaily] = useState<string | null>(null);
  const [typedMonthly, setMonthly] = useState<string | null>(null);
  const daily = typedDaily ?? limits?.daily.amount ?? '';
  const monthly = typedMonthly ?? limits?.monthly.amount ?? '';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [breakAsked, setBreakAsked] = useState<BreakDays>(7);
  const submit = useSubmit();
  const confirm = useConfirm();

  // The answer of a change is the limits after it: it replaces the cached ones.
  const show = (next: SpendingLimits) => {
    queryClient.setQueryData(limitsQuery.queryKey, next);
    setDaily(null);
    setMonthly(null);
  };

  const save = (change: SetLimitsRequest) =>
    void submit.run(async () => {
      show(await setLimits(change));
      setSaved(true);
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found: FieldErrors = {};
    const dailyCode = limitError(daily);
    const monthlyCode = limitError(monthly);
    if (dailyCode !== undefined) found.daily = dailyCode;
    if (monthlyCode !== undefined) found.monthly = monthlyCode;
    setErrors(found);
    if (Object.keys(found).length > 0) return submit.clear();
    save({ daily: daily.trim(), monthly: monthly.trim() });
  };

  return (
    <section className={styles.section} data-testid="limits-section">
      <div className={styles.sectionHead}>
        <h2>
          <FormattedMessage id="limits.title" />
        </h2>
      </div>
      <p className={styles.hint}>
        <FormattedMessage id="limits.help" />
      </p>
      <QueryStatus query={query} testId="limits" />
      {limits && <LimitsSummary limits={limits} />}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <Field
          label="limits.dailyField"
          name="daily"
          inputMode="decimal"
          value={daily}
          onChange={setDaily}
          error={errors.daily ?? submit.fieldErrors.daily}
        />
        <Field
          label="limits.monthlyField"
          name="monthly"
          inputMode="decimal"
          value={monthly}
          onChange={setMonthly}
          error={errors.monthly ?? submit.fieldErrors.monthly}
        />
        <FormError code={submit.formError} />
        {saved && (
          <p role="status" data-testid="limits-saved">
            <FormattedMessage id="admin.saved" />
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={submit.busy}>
          <FormattedMessage id="limits.save" />
        </button>
      </form>
      <div className={styles.breaks}>
        <h3>
          <FormattedMessage id="limits.breakTitle" />
        </h3>
        {breakDays.map((days) => (
          <button
            key={days}
            type="button"
            className="btn btn-outline"
            disabled={submit.busy}
            onClick={() => {
              setBreakAsked(days);
              confirm.ask(() => save({ breakDays: days }));
            }}
          >
            <FormattedMessage id="limits.breakDays" values={{ days }} />
          </button>
        ))}
      </div>
      {confirm.dialog(
        <FormattedMessage id="limits.breakConfirm" values={{ days: breakAsked }} />,
        <FormattedMessage id="limits.breakDays" values={{ days: breakAsked }} />,
      )}
    </section>
  );
}
