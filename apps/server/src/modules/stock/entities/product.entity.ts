import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** A number on sale in a draw at one price: how many sheets it has and how many are left. */
@Entity('product')
export class Product {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @IdColumn({ name: 'game_event_id' })
  gameEventId!: string;

  @Column({ type: 'char', length: 6 })
  number!: string;

  /** Cents per sheet. */
  @MoneyColumn()
  price!: number;

  @Column('integer')
  remaining!: number;

  @Column('integer')
  total!: number;

  @Column({ type: 'integer', default: 0 })
  sold!: number;

  @Column({ type: 'text', nullable: true })
  photo!: string | null;

  /** Shelf tags. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  op!: string[];
}

/** One physical sheet of a product; sold once (claimed with SKIP LOCKED at checkout). */
@Entity('sheet')
export class Sheet {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @IdColumn({ name: 'product_id' })
  productId!: string;

  @IdColumn({ name: 'game_event_id' })
  gameEventId!: string;

  @Column({ type: 'char', length: 6 })
  number!: string;

  @Column({ name: 'set_no', type: 'integer' })
  setNo!: number;

  @Column({ type: 'text', nullable: true })
  photo!: string | null;

  @IdColumn({ name: 'order_id', nullable: true })
  orderId!: string | null;

  @Column({ name: 'sold_to', type: 'text', nullable: true })
  soldTo!: string | null;

  @Column({ name: 'sold_at', type: 'timestamptz', nullable: true })
  soldAt!: Date | null;

  @IdColumn({ name: 'owner_id', nullable: true })
  ownerId!: string | null;

  /** 0 awaiting the result, 1 no prize, 2 won. */
  @Column({ name: 'reward_status', type: 'smallint', default: 0 })
  rewardStatus!: 0 | 1 | 2;
}
