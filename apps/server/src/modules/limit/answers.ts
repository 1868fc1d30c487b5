/** Example answers for the OpenAPI document. */
export const limitsExample = {
  daily: { amount: '20.00', next: null },
  monthly: { amount: '100.00', next: { amount: null, from: '2026-11-24T10:00:00.000Z' } },
  breakUntil: null,
  spentToday: '7.00',
  spentThisMonth: '42.00',
};
