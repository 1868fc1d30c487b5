import type { IdentityType } from '@lottery/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** A checkout: the sheets it claimed point at it (`sheet.order_id`). */
@Entity('purchase_order')
export class PurchaseOrder {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @IdColumn({ name: 'game_event_id' })
  gameEventId!: string;

  /** Cents, priced by the server. */
  @MoneyColumn()
  total!: number;

  @Column('integer')
  quantity!: number;

  @Column({ name: 'is_gift', type: 'boolean', default: false })
  isGift!: boolean;

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
export class OrderLine {
  @PrimaryColumn({ name: 'order_id', type: 'bigint' })
  orderId!: string;

  @PrimaryColumn({ name: 'product_id', type: 'bigint' })
  productId!: string;

  @Column({ type: 'char', length: 6 })
  number!: string;

  @Column('integer')
  qty!: number;

  @MoneyColumn()
  price!: number;
}
