import type { IdentityType } from '@lottery/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** A checkout: the sheets it claimed point at it (`sheet.order_id`). */
@Entity('purchase_order')
@Index('purchase_order_member', ['memberId', 'id'])
@Index('purchase_order_member_time', ['memberId', 'createdAt'])
@Check('purchase_order_cus_iden_type_check', "cus_iden_type IN ('idcard', 'passport')")
@Check('purchase_order_quantity_check', 'quantity > 0')
@Check('purchase_order_total_check', 'total > 0')
export class PurchaseOrder {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('agent', { name: 'purchase_order_agent_id_fkey' })
  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @ForeignKey('member', { name: 'purchase_order_member_id_fkey' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @ForeignKey('game_event', { name: 'purchase_order_game_event_id_fkey' })
  @IdColumn({ name: 'game_event_id' })
  gameEventId!: string;

  /** Cents, priced by the server. */
  @MoneyColumn()
  total!: number;

  @Column('integer')
  quantity!: number;

  /** Bought for the member themself (the wire's `isGift`), not for a friend. */
  @Column({ name: 'for_myself', type: 'boolean', default: false })
  forMyself!: boolean;

  @Column({ name: 'cus_name', type: 'text', nullable: true })
  cusName!: string | null;

  @Column({ name: 'cus_tel', type: 'text', nullable: true })
  cusTel!: string | null;

  @Column({ name: 'cus_iden_type', type: 'text', nullable: true })
  cusIdenType!: IdentityType | null;

  @Column({ name: 'cus_iden', type: 'text', nullable: true })
  cusIden!: string | null;

  @Column({ name: 'cus_iden_img', type: 'text', nullable: true })
  cusIdenImg!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** One number of an order: how many sheets at which price. */
@Entity('order_line')
@Check('order_line_price_check', 'price > 0')
@Check('order_line_qty_check', 'qty > 0')
export class OrderLine {
  @ForeignKey('purchase_order', { name: 'order_line_order_id_fkey' })
  @PrimaryColumn({ name: 'order_id', type: 'bigint' })
  orderId!: string;

  @ForeignKey('product', { name: 'order_line_product_id_fkey' })
  @PrimaryColumn({ name: 'product_id', type: 'bigint' })
  productId!: string;

  @Column({ type: 'char', length: 6 })
  number!: string;

  @Column('integer')
  qty!: number;

  @MoneyColumn()
  price!: number;
}
