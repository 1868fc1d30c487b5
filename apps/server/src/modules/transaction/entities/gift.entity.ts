import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';

/** A gift: sheets a member sent by link; received once, or taken back. */
@Entity('gift')
@Unique('gift_code_key', ['code'])
@Index('gift_sender', ['senderId', 'id'])
@Check(
  'gift_check',
  "(status = 'received') = ((receiver_id IS NOT NULL) AND (received_at IS NOT NULL))",
)
@Check('gift_check1', "(status = 'cancelled') = (cancelled_at IS NOT NULL)")
@Check('gift_check2', 'receiver_id IS DISTINCT FROM sender_id')
@Check('gift_code_check', "code ~ '^[A-Za-z0-9_-]{22}$'")
@Check('gift_status_check', "status IN ('sent', 'received', 'cancelled')")
export class Gift {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('agent', { name: 'gift_agent_id_fkey' })
  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  /** 128 random bits, base64url: the secret the share link carries. */
  @Column({ type: 'text' })
  code!: string;

  @ForeignKey('member', { name: 'gift_sender_id_fkey' })
  @IdColumn({ name: 'sender_id' })
  senderId!: string;

  /** The name and phone the sender wrote for the person it is for. */
  @Column('text')
  name!: string;

  @Column('text')
  phone!: string;

  @Column({ type: 'text', default: 'sent' })
  status!: 'sent' | 'received' | 'cancelled';

  @ForeignKey('member', { name: 'gift_receiver_id_fkey' })
  @IdColumn({ name: 'receiver_id', nullable: true })
  receiverId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'received_at', type: 'timestamptz', nullable: true })
  receivedAt!: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;
}

/** A sheet in a gift; `open` while the gift holds it (one open gift per sheet at most). */
@Entity('gift_sheet')
@Index('gift_sheet_open', ['sheetId'], { unique: true, where: 'open' })
@Index('gift_sheet_sheet', ['sheetId'])
export class GiftSheet {
  @ForeignKey('gift', { name: 'gift_sheet_gift_id_fkey' })
  @PrimaryColumn({ name: 'gift_id', type: 'bigint' })
  giftId!: string;

  @ForeignKey('sheet', { name: 'gift_sheet_sheet_id_fkey' })
  @PrimaryColumn({ name: 'sheet_id', type: 'bigint' })
  sheetId!: string;

  @ForeignKey('purchase_order', { name: 'gift_sheet_order_id_fkey' })
  @IdColumn({ name: 'order_id' })
  orderId!: string;

  @Column({ type: 'boolean', default: true })
  open!: boolean;
}
