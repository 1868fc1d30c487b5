/**
 * An audit entry's detail in words (the admin's language): "from → to" for a change, else
 * "field: value" pairs. Field names, statuses, roles, payment types and prize kinds are looked up
 * in the messages; amounts read as money, dates as the shop writes them, counts with separators,
 * yes/no for flags. A field or value without a text yet shows as stored rather than vanishing.
 */
export interface AuditWords {
  /** The text of a message id, or undefined when there is none. */
  message: (id: string) => string | undefined;
  /** A decimal amount (`"12.50"`) as money in the admin's currency. */
  money: (decimal: string) => string;
  /** Cents as money. */
  cents: (cents: number) => string;
  /** `YYYY-MM-DD` or an ISO instant, as the shop writes dates. */
  date: (value: string, withTime: boolean) => string;
  number: (value: number) => string;
}

const DAY = /^\d{4}-\d\d-\d\d$/;
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)?$/;
const ZONED = /(Z|[+-]\d\d:\d\d)$/;
/** Fields holding amounts as decimals of the balance's currency. */
const MONEY_FIELDS = new Set(['amount', 'payout']);
/** Actions whose from/to are amounts. */
const MONEY_CHANGES = new Set(['prize.table']);

export function auditDetailWords(action: string, detail: unknown, words: AuditWords): string {
  const field = (key: string) => words.message(`audit.field.${key}`) ?? key;
  const value = (key: string, item: unknown): string => {
    if (item === null || item === undefined || item === '') return '—';
    if (typeof item === 'boolean') return words.message(`audit.value.${item}`) ?? String(item);
    // Ids are names, not quantities: no thousands separators.
    if (typeof item === 'number' && /Id$/.test(key)) return String(item);
    if (typeof item === 'number') return key === 'cents' ? words.cents(item) : words.number(item);
    if (Array.isArray(item)) return item.map((part) => value(key, part)).join(', ');
    if (typeof item === 'object')
      return Object.entries(item)
        .map(([inner, part]) => `${field(inner)} ${value(inner, part)}`)
        .join(', ');
    const text = String(item);
    if (key === 'kind') return words.message(`prize.${text}`) ?? text;
    if (MONEY_FIELDS.has(key) || ((key === 'from' || key === 'to') && MONEY_CHANGES.has(action)))
      return words.money(text);
    if (DAY.test(text)) return words.date(text, false);
    // An instant without a zone is a Bangkok time, as the admin typed it.
    if (INSTANT.test(text)) return words.date(ZONED.test(text) ? text : `${text}+07:00`, true);
    return words.message(`audit.value.${text}`) ?? text;
  };

  if (typeof detail !== 'object' || detail === null) return value('', detail);
  const fields = detail as Record<string, unknown>;
  const change = 'from' in fields && 'to' in fields;
  // The fields first, then the change itself: "Prize: last 2 digits · $58.00 → $61.25".
  const pairs = Object.entries(fields)
    .filter(([key]) => !(change && (key === 'from' || key === 'to')))
    .map(([key, item]) => `${key === 'cents' ? field('amount') : field(key)}: ${value(key, item)}`);
  if (change) pairs.push(`${value('from', fields.from)} → ${value('to', fields.to)}`);
  return pairs.join(' · ');
}
