// OpenAPI examples of the wallet's answers (as they appear in `result.period`).

export const depositExample = {
  RefId: 'D7K2M9QX4HRT',
  amt: '25.00',
  status: 'pending',
  khqr: '00020101021229210017lottery_shop@devb5204599953038405405...6304A552',
  createdAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-11-23T10:30:00.000Z',
  confirmedAt: null,
  late: false,
};

export const withdrawalExample = {
  RefId: 'W4N8P2TQ7ZKD',
  amt: '40.00',
  status: 'pending',
  bankName: 'ABA',
  accountName: 'Sok Dara',
  accountNumber: '000123456',
  createdAt: '2026-11-23T10:00:00.000Z',
  settledAt: null,
  bankReference: null,
  reason: null,
};

const member = { userId: '7', username: '012345678', name: 'Sok Dara' };
const { khqr: _khqr, ...depositWithoutQr } = depositExample;
export const adminDepositExample = {
  ...depositWithoutQr,
  member,
  confirmedBy: null,
  review: null,
  bakongHash: null,
};
export const adminWithdrawalExample = { ...withdrawalExample, member, settledBy: null };
