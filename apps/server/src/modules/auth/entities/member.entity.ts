import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { MoneyColumn } from '../../../common/db/columns.js';

export type Role = 'member' | 'admin';

/** A member of one shop: signs in with the phone (`username`). */
@Entity('member')
@Unique('member_agent_id_username_key', ['agentId', 'username'])
@Index('member_account_number', ['agentId', 'accountNumber'], {
  unique: true,
  where: 'account_number IS NOT NULL',
})
@Check('member_balance_check', 'balance >= 0')
@Check('member_failed_logins_check', 'failed_logins >= 0')
@Check('member_name_check', 'char_length(name) BETWEEN 1 AND 100')
@Check('member_notification_check', "notification IN ('telegram', 'sms', 'none')")
@Check('member_prefix_payment_check', "prefix_payment IN ('topup', 'other')")
@Check('member_role_check', "role IN ('member', 'admin')")
@Check('member_username_check', "username ~ '^[0-9]{9,10}$'")
export class Member {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('agent', { name: 'member_agent_id_fkey' })
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
