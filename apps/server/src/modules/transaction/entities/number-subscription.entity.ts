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
import { IdColumn } from '../../../common/db/columns.js';

/** "My number, every draw": a number a member has bought for them whenever sales open. */
@Entity('number_subscription')
@Index('number_subscription_once', ['memberId', 'number'], {
  unique: true,
  where: '(removed_at IS NULL)',
})
@Check('number_subscription_number_check', "number ~ '^[0-9]{6}$'")
@Check('number_subscription_sets_check', 'sets BETWEEN 1 AND 10')
@Check('number_subscription_friend_check', '((friend_name IS NULL) = (friend_phone IS NULL))')
export class NumberSubscription {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @ForeignKey('member', { name: 'number_subscription_member_id_fkey' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column({ type: 'char', length: 6 })
  number!: string;

  @Column('integer')
  sets!: number;

  @Column({ type: 'boolean', default: false })
  paused!: boolean;

  /** The friend it buys for (a `topup` member's, by name and phone); null: for the member. */
  @Column({ name: 'friend_name', type: 'text', nullable: true })
  friendName!: string | null;

  @Column({ name: 'friend_phone', type: 'text', nullable: true })
  friendPhone!: string | null;

  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** What one subscription did in one draw: claimed once, then its outcome. */
@Entity('subscription_run')
@Check(
  'subscription_run_outcome_check',
  "outcome IN ('pending', 'bought', 'no_stock', 'balance', 'limit', 'closed', 'failed')",
)
export class SubscriptionRun {
  @ForeignKey('number_subscription', { name: 'subscription_run_subscription_id_fkey' })
  @PrimaryColumn({ name: 'subscription_id', type: 'bigint' })
  subscriptionId!: string;

  @ForeignKey('game_event', { name: 'subscription_run_game_event_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'game_event_id', type: 'bigint' })
  gameEventId!: string;

  @Column({ type: 'text', default: 'pending' })
  outcome!: string;

  @ForeignKey('purchase_order', { name: 'subscription_run_order_id_fkey' })
  @IdColumn({ name: 'order_id', nullable: true })
  orderId!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
