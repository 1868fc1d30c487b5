import type { AlertKind } from '@lottery/contracts';
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

/** A member's linked Telegram chat: notices go there. */
@Entity('bot_chat')
@Unique('bot_chat_agent_id_chat_id_key', ['agentId', 'chatId'])
export class BotChat {
  @ForeignKey('member', { name: 'bot_chat_member_id_fkey' })
  @PrimaryColumn({ name: 'member_id', type: 'bigint' })
  memberId!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @IdColumn({ name: 'chat_id' })
  chatId!: string;

  @Column('text')
  locale!: string;

  @CreateDateColumn({ name: 'linked_at', type: 'timestamptz' })
  linkedAt!: Date;
}

/** A one-time `link_<token>` start link from the profile; only its hash is stored. */
@Entity('bot_link_token')
@Index('bot_link_token_member', ['memberId'])
export class BotLinkToken {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @ForeignKey('member', { name: 'bot_link_token_member_id_fkey' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column('text')
  locale!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}

/** The chat that received an order's tickets (the first to open its link): results go there too. */
@Entity('bot_order_chat')
export class BotOrderChat {
  @ForeignKey('purchase_order', { name: 'bot_order_chat_order_id_fkey' })
  @PrimaryColumn({ name: 'order_id', type: 'bigint' })
  orderId!: string;

  @IdColumn({ name: 'chat_id' })
  chatId!: string;

  @Column('text')
  locale!: string;

  @CreateDateColumn({ name: 'claimed_at', type: 'timestamptz' })
  claimedAt!: Date;
}

/** "Tell me when a number like this is in stock": once per draw per alert. */
@Entity('number_alert')
@Unique('number_alert_member_id_kind_digits_key', ['memberId', 'kind', 'digits'])
@Check('number_alert_digits_check', "digits ~ '^[0-9]{2,6}$'")
@Check('number_alert_kind_check', "kind IN ('six', 'first3', 'last3', 'last2')")
export class NumberAlert {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @ForeignKey('member', { name: 'number_alert_member_id_fkey' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column('text')
  kind!: AlertKind;

  @Column('text')
  digits!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
