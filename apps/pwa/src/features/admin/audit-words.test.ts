import { describe, expect, it } from 'vitest';
import { auditDetailWords, type AuditWords } from './audit-words';

// A few of the messages, as the admin's language would give them.
const messages: Record<string, string> = {
  'audit.field.kind': 'Prize',
  'audit.field.gameEventId': 'Draw',
  'audit.field.closed': 'Shop closed',
  'audit.field.drawDate': 'Draw day',
  'audit.field.openSellDate': 'Sales open',
  'audit.field.tickets': 'Tickets',
  'audit.field.waiting': 'Awaiting payout',
  'audit.field.amount': 'Amount',
  'audit.value.true': 'Yes',
  'audit.value.BREAK': 'Paused',
  'audit.value.ONGO': 'On sale',
  'prize.near1': 'Next to the first prize',
};

const words: AuditWords = {
  message: (id) => messages[id],
  money: (decimal) => `$${decimal}`,
  cents: (cents) => `$${(cents / 100).toFixed(2)}`,
  date: (value, withTime) => `<${withTime ? 'time' : 'day'} ${value}>`,
  number: (value) => value.toLocaleString('en'),
};

describe('audit details in words', () => {
  it('names prize kinds and shows the prize table change as money', () => {
    expect(
      auditDetailWords('prize.table', { from: '3000.00', kind: 'near1', to: '3500.00' }, words),
    ).toBe('Prize: Next to the first prize · $3000.00 → $3500.00');
  });

  it('reads statuses, flags, dates, amounts and counts', () => {
    expect(
      auditDetailWords('draw.status', { gameEventId: 12345, from: 'BREAK', to: 'ONGO' }, words),
    ).toBe('Draw: 12345 · Paused → On sale');
    expect(auditDetailWords('setting.update', { closed: true }, words)).toBe('Shop closed: Yes');
    expect(
      auditDetailWords(
        'draw.create',
        { drawDate: '2026-12-16', openSellDate: '2026-12-01T08:00' },
        words,
      ),
    ).toBe('Draw day: <day 2026-12-16> · Sales open: <time 2026-12-01T08:00+07:00>');
    expect(auditDetailWords('draw.publish', { tickets: 12500, waiting: 0 }, words)).toBe(
      'Tickets: 12,500 · Awaiting payout: 0',
    );
    expect(auditDetailWords('balance.adjust', { cents: 1250 }, words)).toBe('Amount: $12.50');
  });

  it('shows a field or value without a text as stored', () => {
    expect(auditDetailWords('x.y', { brandNew: 'thing', gone: null }, words)).toBe(
      'brandNew: thing · gone: —',
    );
  });
});
