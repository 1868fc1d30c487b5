import type { NoticeChannel, NoticeKind } from '@lottery/contracts';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** A switch the member changed: this kind of notice on this channel, on or off. */
@Entity('notice_preference')
@Check(
  'notice_preference_kind_check',
  "kind IN ('results', 'won', 'giftReceived', 'depositPaid', 'subscription')",
)
@Check('notice_preference_channel_check', "channel IN ('push', 'telegram', 'sms')")
export class NoticePreference {
  @ForeignKey('member', { name: 'notice_preference_member_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'member_id', type: 'bigint' })
  memberId!: string;

  @PrimaryColumn('text')
  kind!: NoticeKind;

  @PrimaryColumn('text')
  channel!: NoticeChannel;

  @Column('boolean')
  enabled!: boolean;

  @CreateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** An event already sent by SMS (SMS has no outbox key): never twice. */
@Entity('notice_sms_sent')
export class NoticeSmsSent {
  @PrimaryColumn({ name: 'event_key', type: 'text' })
  eventKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
