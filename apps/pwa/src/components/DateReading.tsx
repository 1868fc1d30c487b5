import { useAtomValue } from 'jotai';
import { localeAtom } from '../lib/atoms/locale';
import { drawDay, formatDate } from '../lib/format-date';
import styles from './Field.module.css';

/**
 * A date picker's value read in the interface's language: browsers draw `<input type="date">`
 * in their own language (an English browser shows "11/23/2026" in the Khmer shop), so the chosen
 * day is repeated under it the way the rest of the shop writes dates. `YYYY-MM-DD` is a day;
 * `YYYY-MM-DDTHH:mm` a Bangkok time.
 */
export function DateReading({ value }: { value: string }) {
  const locale = useAtomValue(localeAtom);
  if (!/^\d{4}-\d\d-\d\d(T\d\d:\d\d)?$/.test(value)) return null;
  const withTime = value.includes('T');
  const instant = withTime ? `${value}:00+07:00` : drawDay(value);
  if (Number.isNaN(Date.parse(instant))) return null;
  return (
    <small className={styles.hint} data-testid="date-reading">
      {formatDate(instant, locale, withTime ? 'dateTime' : 'date')}
    </small>
  );
}
