import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** A whole-balance withdrawal, held until an admin pays it out or rejects it. */
@Entity('withdrawal')
export class Withdrawal {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'ref_id', type: 'text' })
  refId!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @MoneyColumn()
  amount!: number;

  @Column({ type: 'text', default: 'pending' })
  status!: 'pending' | 'paid' | 'rejected';

  @Column({ name: 'bank_name', type: 'text' })
  bankName!: string;

  @Column({ name: 'account_name', type: 'text' })
  accountName!: string;

  @Column({ name: 'account_number', type: 'text' })
  accountNumber!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt!: Date | null;

  @IdColumn({ name: 'settled_by', nullable: true })
  settledBy!: string | null;

  @Column({ name: 'bank_reference', type: 'text', nullable: true })
  bankReference!: string | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;
}
