import type { DepositReviewReason } from '@lottery/contracts';
import { Column, Entity, VirtualColumn } from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';
import { WalletRequest } from './wallet-request.js';

/** A KHQR deposit: pending until confirmed once (an admin or the provider's callback). */
@Entity('deposit')
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
