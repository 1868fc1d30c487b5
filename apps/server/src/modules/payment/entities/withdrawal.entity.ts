import type { WithdrawalStatus } from '@lottery/contracts';
import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';
import { WalletRequest } from './wallet-request.js';

/** A whole-balance withdrawal, held until an admin pays it out or rejects it. */
@Entity('withdrawal')
@ForeignKey('member', ['memberId'], ['id'], { name: 'withdrawal_member_id_fkey' })
@ForeignKey('agent', ['agentId'], ['id'], { name: 'withdrawal_agent_id_fkey' })
@Unique('withdrawal_ref_id_key', ['refId'])
@Index('withdrawal_agent', ['agentId', 'createdAt'])
@Index('withdrawal_member', ['memberId', 'createdAt'])
@Check('withdrawal_amount_check', 'amount > 0')
@Check('withdrawal_check', "(status = 'pending') = (settled_at IS NULL)")
@Check('withdrawal_check1', "(status <> 'paid') OR (bank_reference IS NOT NULL)")
@Check('withdrawal_check2', "(status <> 'rejected') OR (reason IS NOT NULL)")
@Check('withdrawal_status_check', "status IN ('pending', 'paid', 'rejected')")
export class Withdrawal extends WalletRequest {
  @Column({ type: 'text', default: 'pending' })
  status!: WithdrawalStatus;

  @Column({ name: 'bank_name', type: 'text' })
  bankName!: string;

  @Column({ name: 'account_name', type: 'text' })
  accountName!: string;

  @Column({ name: 'account_number', type: 'text' })
  accountNumber!: string;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt!: Date | null;

  @ForeignKey('member', { name: 'withdrawal_settled_by_fkey' })
  @IdColumn({ name: 'settled_by', nullable: true })
  settledBy!: string | null;

  @Column({ name: 'bank_reference', type: 'text', nullable: true })
  bankReference!: string | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;
}
