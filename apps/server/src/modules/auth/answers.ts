// Examples of the accounts answers (as they appear in `result.period`) for the OpenAPI document.
export const profileExample = {
  id: 1,
  username: '012345678',
  name: 'សុខ ដារ៉ា',
  role: 'member',
  balance: '0.00',
  totalTicket: 0,
  prefixPayment: 'topup',
  bankName: 'ABA',
  accountName: 'Sok Dara',
  accountNumber: '000123456',
  telegram: '@sokdara',
  notification: 'sms',
};

export const adminMemberExample = {
  id: 1,
  username: '012345678',
  name: 'Sok Dara',
  role: 'member',
  locked: false,
  prefixPayment: 'topup',
  createdAt: '2026-11-23T10:00:00.000Z',
};

export const auditExample = {
  id: 1,
  actor: '011222333',
  action: 'member.lock',
  target: '012345678',
  detail: {},
  at: '2026-11-23T10:00:00.000Z',
};
