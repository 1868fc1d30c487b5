import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** What became of a Bakong transaction the check saw. */
export type BakongOutcome = 'credited' | 'late' | 'review' | 'already_settled';

/** A transaction Bakong reported for a deposit's QR code, kept for the daily reconciliation. */
@Entity('bakong_transaction')
@Index('bakong_transaction_day', ['agentId', 'paidAt'])
@Check(
  'bakong_transaction_outcome_check',
  "outcome IN ('credited', 'late', 'review', 'already_settled')",
)
export class BakongTransaction {
  @PrimaryColumn('text')
  hash!: string;

  @ForeignKey('deposit', { name: 'bakong_transaction_deposit_id_fkey' })
  @IdColumn({ name: 'deposit_id' })
  depositId!: string;

  @ForeignKey('agent', { name: 'bakong_transaction_agent_id_fkey' })
  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column({ name: 'from_account_id', type: 'text' })
  fromAccountId!: string;

  @Column({ name: 'to_account_id', type: 'text' })
  toAccountId!: string;

  @Column('text')
  currency!: string;

  /** Cents of `currency` (USD cents, or hundredths of a riel). */
  @MoneyColumn()
  amount!: number;

  @Column({ name: 'paid_at', type: 'timestamptz' })
  paidAt!: Date;

  @Column({ name: 'seen_at', type: 'timestamptz', default: () => 'now()' })
  seenAt!: Date;

  @Column('text')
  outcome!: BakongOutcome;
}

/** The one row of how the transaction check has been going, shared by every server process. */
@Entity('bakong_check_state')
@Check('bakong_check_state_id_check', 'id = 1')
export class BakongCheckState {
  @PrimaryColumn({ type: 'int', default: 1 })
  id!: number;

  @Column({ type: 'bigint', default: 0 })
  calls!: string;

  @Column({ type: 'bigint', default: 0 })
  failures!: string;

  @Column({ name: 'last_ok_at', type: 'timestamptz', nullable: true })
  lastOkAt!: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'last_error_at', type: 'timestamptz', nullable: true })
  lastErrorAt!: Date | null;

  @Column({ name: 'token_expired', type: 'boolean', default: false })
  tokenExpired!: boolean;
}
