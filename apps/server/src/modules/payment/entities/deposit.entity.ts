import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** A KHQR deposit: pending until confirmed once (an admin or the provider's callback). */
@Entity('deposit')
export class Deposit {
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

  /** A pending deposit past `expiresAt` reads as expired. */
  @Column({ type: 'text', default: 'pending' })
  status!: 'pending' | 'confirmed';

  @Column('text')
  khqr!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @IdColumn({ name: 'confirmed_by', nullable: true })
  confirmedBy!: string | null;

  @Column({ name: 'provider_ref', type: 'text', nullable: true })
  providerRef!: string | null;
}
