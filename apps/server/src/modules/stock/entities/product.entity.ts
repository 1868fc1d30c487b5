import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** A number on sale in a draw at one price: how many sheets it has and how many are left. */
@Entity('product')
@Unique('product_game_event_id_number_price_key', ['gameEventId', 'number', 'price'])
// Migrations only: TypeORM cannot declare DESC or an expression (test/schema-as-code pins it).
// CREATE INDEX product_best_sellers ON product (game_event_id, sold DESC, number) WHERE (remaining > 0)
@Index('product_best_sellers', { synchronize: false })
// Migrations only: TypeORM cannot declare DESC or an expression (test/schema-as-code pins it).
// CREATE INDEX product_first3 ON product (game_event_id, "left"((number)::text, 3), number) WHERE (remaining > 0)
@Index('product_first3', { synchronize: false })
@Index('product_in_stock', ['gameEventId', 'number'], { where: 'remaining > 0' })
// Migrations only: TypeORM cannot declare DESC or an expression (test/schema-as-code pins it).
// CREATE INDEX product_last2 ON product (game_event_id, "right"((number)::text, 2), number) WHERE (remaining > 0)
@Index('product_last2', { synchronize: false })
// Migrations only: TypeORM cannot declare DESC or an expression (test/schema-as-code pins it).
// CREATE INDEX product_last3 ON product (game_event_id, "right"((number)::text, 3), number) WHERE (remaining > 0)
@Index('product_last3', { synchronize: false })
@Index('product_tags', ['op'], { type: 'gin' })
@Check('product_check', 'remaining <= total')
@Check('product_number_check', "number ~ '^[0-9]{6}$'")
@Check('product_price_check', 'price > 0')
@Check('product_remaining_check', 'remaining >= 0')
@Check('product_sold_check', 'sold >= 0')
@Check('product_total_check', 'total >= 0')
export class Product {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('game_event', { name: 'product_game_event_id_fkey', onDelete: 'CASCADE' })
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
@Unique('sheet_game_event_id_number_set_no_key', ['gameEventId', 'number', 'setNo'])
@Index('sheet_order', ['orderId'], { where: 'order_id IS NOT NULL' })
@Index('sheet_owner', ['ownerId', 'gameEventId'], { where: 'owner_id IS NOT NULL' })
@Index('sheet_unsold', ['productId', 'id'], { where: 'sold_to IS NULL' })
@Check('sheet_owned_when_ordered', '(order_id IS NULL) OR (owner_id IS NOT NULL)')
@Check('sheet_reward_status_check', 'reward_status IN (0, 1, 2)')
@Check('sheet_set_no_check', 'set_no > 0')
export class Sheet {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('product', { name: 'sheet_product_id_fkey', onDelete: 'CASCADE' })
  @IdColumn({ name: 'product_id' })
  productId!: string;

  @ForeignKey('game_event', { name: 'sheet_game_event_id_fkey', onDelete: 'CASCADE' })
  @IdColumn({ name: 'game_event_id' })
  gameEventId!: string;

  @Column({ type: 'char', length: 6 })
  number!: string;

  @Column({ name: 'set_no', type: 'integer' })
  setNo!: number;

  @Column({ type: 'text', nullable: true })
  photo!: string | null;

  @ForeignKey('purchase_order', { name: 'sheet_order_fk' })
  @IdColumn({ name: 'order_id', nullable: true })
  orderId!: string | null;

  @Column({ name: 'sold_to', type: 'text', nullable: true })
  soldTo!: string | null;

  @Column({ name: 'sold_at', type: 'timestamptz', nullable: true })
  soldAt!: Date | null;

  @ForeignKey('member', { name: 'sheet_owner_id_fkey' })
  @IdColumn({ name: 'owner_id', nullable: true })
  ownerId!: string | null;

  /** 0 awaiting the result, 1 no prize, 2 won. */
  @Column({ name: 'reward_status', type: 'smallint', default: 0 })
  rewardStatus!: 0 | 1 | 2;
}
