import type { WithdrawalStatus } from '@lottery/contracts';
import { Column, Entity } from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';
import { WalletRequest } from './wallet-request.js';

/** A whole-balance withdrawal, held until an admin pays it out or rejects it. */
@Entity('withdrawal')
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

  @IdColumn({ name: 'settled_by', nullable: true })
  settledBy!: string | null;

  @Column({ name: 'bank_reference', type: 'text', nullable: true })
  bankReference!: string | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;
}
