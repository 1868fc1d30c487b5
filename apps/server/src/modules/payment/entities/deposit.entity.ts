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
}
