import type { Locale } from '@lottery/contracts';
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
import { IdColumn } from '../../../common/db/columns.js';
import { OutboxRow } from '../../../common/outbox/outbox-row.js';
import type { PushNotice } from '../push-texts.js';

/** One browser of a member that accepted notices (the Push API's subscription). */
@Entity('push_subscription')
@Unique('push_subscription_endpoint_key', ['endpoint'])
@Check('push_subscription_locale_check', "locale IN ('km', 'th', 'en')")
export class PushSubscription {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Index('push_subscription_member')
  @ForeignKey('member', { name: 'push_subscription_member_id_fkey' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  /** The push service's URL for this browser: the same browser subscribing again replaces it. */
  @Column('text')
  endpoint!: string;

  /** The browser's P-256 key and auth secret (base64url) that notices are encrypted for. */
  @Column('text')
  p256dh!: string;

  @Column('text')
  auth!: string;

  /** The language the member used when opting in: notices are written in it. */
  @Column('text')
  locale!: Locale;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** One notice to one browser, written in the event's transaction and sent after commit. */
@Entity('push_outbox')
@Unique('push_outbox_event_key_key', ['eventKey'])
@Index('push_outbox_pending', ['nextAttemptAt'], { where: '(sent_at IS NULL) AND (NOT gave_up)' })
export class PushOutbox extends OutboxRow {
  /** `<event>:<subscription>`: the same event is never written twice for a browser. */
  @Column({ name: 'event_key', type: 'text' })
  eventKey!: string;

  @Index('push_outbox_subscription')
  @ForeignKey('push_subscription', {
    name: 'push_outbox_subscription_id_fkey',
    onDelete: 'CASCADE',
  })
  @IdColumn({ name: 'subscription_id' })
  subscriptionId!: string;

  /** What happened, without words: the text is written in the browser's language when sent. */
  @Column('jsonb')
  notice!: PushNotice;

  @Column({ name: 'gave_up', type: 'boolean', default: false })
  gaveUp!: boolean;
}
