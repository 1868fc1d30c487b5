import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';

/** A gift: sheets a member sent by link; received once, or taken back. */
@Entity('gift')
export class Gift {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  /** 128 random bits, base64url: the secret the share link carries. */
  @Column({ type: 'text', unique: true })
  code!: string;

  @IdColumn({ name: 'sender_id' })
  senderId!: string;

  /** The name and phone the sender wrote for the person it is for. */
  @Column('text')
  name!: string;

  @Column('text')
  phone!: string;

  @Column({ type: 'text', default: 'sent' })
  status!: 'sent' | 'received' | 'cancelled';

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
export class GiftSheet {
  @PrimaryColumn({ name: 'gift_id', type: 'bigint' })
  giftId!: string;

  @PrimaryColumn({ name: 'sheet_id', type: 'bigint' })
  sheetId!: string;

  @IdColumn({ name: 'order_id' })
  orderId!: string;

  @Column({ type: 'boolean', default: true })
  open!: boolean;
}
