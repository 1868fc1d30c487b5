// The wallet's rows as the contract's answers: money as two-decimal USD, times as ISO strings.
import {
  centsToDecimal,
  type AdminDeposit,
  type AdminWithdrawal,
  type Deposit as DepositAnswer,
  type DepositStatus,
  type QueueMember,
  type Withdrawal as WithdrawalAnswer,
} from '@lottery/contracts';
import type { Deposit } from './entities/deposit.entity.js';
import type { Withdrawal } from './entities/withdrawal.entity.js';
import type { MemberCard } from './member-account.repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A pending deposit past its expiry reads as expired (nothing sweeps it; it cannot be confirmed). */
function shownStatus(deposit: Deposit): DepositStatus {
  return deposit.status === 'pending' && deposit.expired ? 'expired' : deposit.status;
}

export function depositAnswer(deposit: Deposit): DepositAnswer {
  return {
    RefId: deposit.refId,
    amt: centsToDecimal(deposit.amount),
    status: shownStatus(deposit),
    khqr: deposit.khqr,
    createdAt: deposit.createdAt.toISOString(),
    expiresAt: deposit.expiresAt.toISOString(),
    confirmedAt: iso(deposit.confirmedAt),
    late: deposit.late,
  };
}

export function withdrawalAnswer(withdrawal: Withdrawal): WithdrawalAnswer {
  return {
    RefId: withdrawal.refId,
    amt: centsToDecimal(withdrawal.amount),
    status: withdrawal.status,
    bankName: withdrawal.bankName,
    accountName: withdrawal.accountName,
    accountNumber: withdrawal.accountNumber,
    createdAt: withdrawal.createdAt.toISOString(),
    settledAt: iso(withdrawal.settledAt),
    bankReference: withdrawal.bankReference,
    reason: withdrawal.reason,
  };
}

/** The members a page of queue rows names: their owners and the admins who settled them. */
export type People = Map<string, MemberCard>;

function queueMember(people: People, memberId: string): QueueMember {
  const card = people.get(memberId);
  return { userId: memberId, username: card?.username ?? '', name: card?.name ?? '' };
}

const usernameOf = (people: People, id: string | null) =>
  id === null ? null : (people.get(id)?.username ?? null);

export function adminDepositAnswer(deposit: Deposit, people: People): AdminDeposit {
  const { khqr: _khqr, ...answer } = depositAnswer(deposit);
  return {
    ...answer,
    member: queueMember(people, deposit.memberId),
    confirmedBy: usernameOf(people, deposit.confirmedBy),
    review: deposit.review,
    bakongHash: deposit.bakongHash,
  };
}

export function adminWithdrawalAnswer(withdrawal: Withdrawal, people: People): AdminWithdrawal {
  return {
    ...withdrawalAnswer(withdrawal),
    member: queueMember(people, withdrawal.memberId),
    settledBy: usernameOf(people, withdrawal.settledBy),
  };
}
