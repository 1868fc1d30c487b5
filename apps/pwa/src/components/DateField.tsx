import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { localeAtom } from '../lib/atoms/locale';
import { monthNames, yearAsRead } from '../lib/format-date';
import styles from './DateField.module.css';

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const VALUE = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d))?$/;

function partsOf(value: string): Parts {
  const [, year = '', month = '', day = '', hour = '', minute = ''] = VALUE.exec(value) ?? [];
  return { year, month, day, hour, minute };
}

const daysIn = (year: string, month: string) =>
  year && month ? new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate() : 31;

/** `YYYY-MM-DD` (or `YYYY-MM-DDTHH:mm` with the time) once every part is chosen, else ''. */
function valueOf(parts: Parts, withTime: boolean): string {
  const { year, month, day, hour, minute } = parts;
  if (!year || !month || !day) return '';
  if (!withTime) return `${year}-${month}-${day}`;
  return hour && minute ? `${year}-${month}-${day}T${hour}:${minute}` : '';
}

/** The years a wallet history or ledger export can cover: the last five and this one. */
export function historyYears() {
  const year = new Date().getFullYear();
  return { from: year - 5, to: year };
}

export interface DateFieldProps {
  /** The field's name: its selects are `<name>-day`, `<name>-month`, `<name>-year` (and `-hour`, `-minute`). */
  name: string;
  label: ReactNode;
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` (Bangkok time) with `withTime`; '' for none. */
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  /** The years offered, Gregorian; the reader sees them in their own era. */
  years: { from: number; to: number };
  className?: string;
  testId?: string;
}

/**
 * A day (and time) chosen in the interface's language. Browsers draw `<input type="date">` in
 * their own language and calendar (an English phone shows "11/23/2026" in the Khmer shop, and no
 * browser shows a Thai reader the Buddhist year), so the day, the month by name and the year are
 * plain selects, which every phone shows with its own accessible picker.
 */
export function DateField({
  name,
  label,
  value,
  onChange,
  withTime = false,
  years,
  className,
  testId,
}: DateFieldProps) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const [parts, setParts] = useState(() => partsOf(value));
  // A value set from outside (a reset, a date picked elsewhere) replaces a half-chosen one.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== valueOf(parts, withTime)) setParts(partsOf(value));
  }

  const choose = (part: keyof Parts, chosen: string) => {
    const next = { ...parts, [part]: chosen };
    // 31 March becomes 30 April rather than an impossible day.
    const lastDay = daysIn(next.year, next.month);
    if (next.day && Number(next.day) > lastDay) next.day = pad(lastDay);
    setParts(next);
    const nextValue = valueOf(next, withTime);
    setShown(nextValue);
    if (nextValue !== value) onChange(nextValue);
  };

  const select = (part: keyof Parts, options: Array<[string, string]>) => (
    <select
      name={`${name}-${part}`}
      aria-label={intl.formatMessage({ id: `date.${part}` })}
      value={parts[part]}
      onChange={(event) => choose(part, event.target.value)}
    >
      <option value="">{intl.formatMessage({ id: `date.${part}` })}</option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </select>
  );

  const months = monthNames(locale);
  return (
    <fieldset className={`${styles.field} ${className ?? ''}`} data-testid={testId}>
      <legend>{label}</legend>
      <div className={styles.parts}>
        {select(
          'day',
          range(1, daysIn(parts.year, parts.month)).map((day) => [pad(day), String(day)]),
        )}
        {select(
          'month',
          months.map((month, index) => [pad(index + 1), month]),
        )}
        {select(
          'year',
          range(years.from, years.to)
            .reverse()
            .map((year) => [String(year), String(yearAsRead(year, locale))]),
        )}
      </div>
      {withTime && (
        <div className={styles.parts}>
          {select(
            'hour',
            range(0, 23).map((hour) => [pad(hour), pad(hour)]),
          )}
          {select(
            'minute',
            range(0, 59).map((minute) => [pad(minute), pad(minute)]),
          )}
        </div>
      )}
    </fieldset>
  );
}
