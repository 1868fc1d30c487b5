import type { DepositReviewReason } from '@lottery/contracts';
import { Check, Column, Entity, ForeignKey, Index, Unique, VirtualColumn } from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';
import { WalletRequest } from './wallet-request.js';

/** A KHQR deposit: pending until confirmed once (an admin or the provider's callback). */
@Entity('deposit')
@ForeignKey('member', ['memberId'], ['id'], { name: 'deposit_member_id_fkey' })
@ForeignKey('agent', ['agentId'], ['id'], { name: 'deposit_agent_id_fkey' })
@Unique('deposit_bakong_hash_key', ['bakongHash'])
@Unique('deposit_ref_id_key', ['refId'])
@Index('deposit_agent', ['agentId', 'createdAt'])
@Index('deposit_member', ['memberId', 'createdAt'])
@Index('deposit_to_check', ['nextCheckAt'], {
  where: "(status = 'pending') AND (md5 IS NOT NULL) AND (review IS NULL)",
})
@Check('deposit_amount_check', 'amount > 0')
@Check('deposit_check', "(status = 'confirmed') = (confirmed_at IS NOT NULL)")
@Check('deposit_review_check', "review IN ('amount', 'currency', 'account')")
@Check('deposit_status_check', "status IN ('pending', 'confirmed')")
export class Deposit extends WalletRequest {
  /** A pending deposit past `expiresAt` reads as expired (see `expired`). */
  @Column({ type: 'text', default: 'pending' })
  status!: 'pending' | 'confirmed';

  @Column('text')
  khqr!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /**
   * Past its expiry by the database's clock, the one the confirmation's update checks: nothing
   * sweeps expired deposits, so this is computed whenever a deposit is read.
   */
  @VirtualColumn({ type: 'boolean', query: (alias) => `SELECT ${alias}.expires_at <= now()` })
  expired!: boolean;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @ForeignKey('member', { name: 'deposit_confirmed_by_fkey' })
  @IdColumn({ name: 'confirmed_by', nullable: true })
  confirmedBy!: string | null;

  @Column({ name: 'provider_ref', type: 'text', nullable: true })
  providerRef!: string | null;

  /** MD5 of the KHQR string: what Bakong's transaction check is asked about. */
  @Column({ type: 'text', nullable: true })
  md5!: string | null;

  /** The Bakong transaction that paid it (unique: one transaction credits one deposit). */
  @Column({ name: 'bakong_hash', type: 'text', nullable: true })
  bakongHash!: string | null;

  /** Credited from a payment Bakong reported after the QR code had expired. */
  @Column({ type: 'boolean', default: false })
  late!: boolean;

  /** Bakong reported a payment unlike the QR code: an admin decides. */
  @Column({ type: 'text', nullable: true })
  review!: DepositReviewReason | null;

  /** When the transaction check asks Bakong about it next. */
  @Column({ name: 'next_check_at', type: 'timestamptz', nullable: true })
  nextCheckAt!: Date | null;
}
