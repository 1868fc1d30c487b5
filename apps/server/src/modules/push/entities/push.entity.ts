import type { Locale } from '@lottery/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';
import { OutboxRow } from '../../../common/outbox/outbox-row.js';
import type { PushNotice } from '../push-texts.js';

/** One browser of a member that accepted notices (the Push API's subscription). */
@Entity('push_subscription')
export class PushSubscription {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Index('push_subscription_member')
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  /** The push service's URL for this browser: the same browser subscribing again replaces it. */
  @Column({ type: 'text', unique: true })
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
export class PushOutbox extends OutboxRow {
  /** `<event>:<subscription>`: the same event is never written twice for a browser. */
  @Column({ name: 'event_key', type: 'text', unique: true })
  eventKey!: string;

  @Index('push_outbox_subscription')
  @IdColumn({ name: 'subscription_id' })
  subscriptionId!: string;

  /** What happened, without words: the text is written in the browser's language when sent. */
  @Column('jsonb')
  notice!: PushNotice;

  @Column({ name: 'gave_up', type: 'boolean', default: false })
  gaveUp!: boolean;
}
