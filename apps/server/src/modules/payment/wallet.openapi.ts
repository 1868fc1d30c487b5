// OpenAPI examples of the wallet calls (answers as they appear in `result.period`).
import type { Payload } from '../../common/openapi/openapi.js';

type Fields = Parameters<typeof Payload>[0];

export const depositExample = {
  RefId: 'D7K2M9QX4HRT',
  amt: '25.00',
  status: 'pending',
  khqr: '00020101021229210017lottery_shop@devb5204599953038405405...6304A552',
  createdAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-11-23T10:30:00.000Z',
  confirmedAt: null,
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
export const adminDepositExample = { ...depositWithoutQr, member, confirmedBy: null };
export const adminWithdrawalExample = { ...withdrawalExample, member, settledBy: null };

export const historyFields = {
  StartDate: { type: 'string', example: '2026-11-01', description: 'YYYY-MM-DD, Bangkok' },
  endDate: { type: 'string', example: '2026-11-30', description: 'YYYY-MM-DD, included' },
  page: { type: 'integer', optional: true, example: 1 },
  limit: { type: 'integer', optional: true, example: 20 },
} satisfies Fields;

export const queueFields: Fields = {
  status: {
    type: 'string',
    optional: true,
    enum: ['pending', 'confirmed', 'expired', 'paid', 'rejected', 'all'],
    description: 'Default pending',
  },
  q: { type: 'string', optional: true, description: "Part of the member's phone number" },
  page: { type: 'integer', optional: true, example: 1 },
  limit: { type: 'integer', optional: true, example: 20 },
};

export { Idempotent } from '../../common/openapi/openapi.js';
