import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '../../../common/db/columns.js';

export type Role = 'member' | 'admin';

/** A member of one shop: signs in with the phone (`username`). */
@Entity('member')
export class Member {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  /** The phone number. */
  @Column('text')
  username!: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  @Column('text')
  name!: string;

  @Column({ type: 'text', default: 'member' })
  role!: Role;

  @Column({ type: 'boolean', default: false })
  locked!: boolean;

  /** Wrong passwords since the last good sign-in; the 5th locks. */
  @Column({ name: 'failed_logins', type: 'integer', default: 0 })
  failedLogins!: number;

  /** Cents; changed only through the ledger. */
  @MoneyColumn({ default: 0 })
  balance!: number;

  @Column({ name: 'prefix_payment', type: 'text', default: 'topup' })
  prefixPayment!: 'topup' | 'other';

  @Column({ name: 'bank_name', type: 'text', nullable: true })
  bankName!: string | null;

  @Column({ name: 'account_name', type: 'text', nullable: true })
  accountName!: string | null;

  @Column({ name: 'account_number', type: 'text', nullable: true })
  accountNumber!: string | null;

  @Column({ type: 'text', nullable: true })
  telegram!: string | null;

  @Column({ type: 'text', default: 'sms' })
  notification!: 'telegram' | 'sms' | 'none';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
