import { Check, Column, Entity, Index, Unique } from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';
import { OutboxRow } from '../../../common/outbox/outbox-row.js';

export type BotMethod = 'sendMessage' | 'sendPhoto' | 'sendMediaGroup';

/** One Telegram call written in a business transaction and made after commit by the relay. */
@Entity('bot_outbox')
@Unique('bot_outbox_event_key_key', ['eventKey'])
@Index('bot_outbox_chat_pending', ['chatId', 'id'], {
  where: '(sent_at IS NULL) AND (NOT gave_up)',
})
@Index('bot_outbox_pending', ['nextAttemptAt'], { where: '(sent_at IS NULL) AND (NOT gave_up)' })
@Check('bot_outbox_method_check', "method IN ('sendMessage', 'sendPhoto', 'sendMediaGroup')")
export class BotOutbox extends OutboxRow {
  /** What the message is for (`result:<draw>:<chat>`): the same event is never written twice. */
  @Column({ name: 'event_key', type: 'text' })
  eventKey!: string;

  @IdColumn({ name: 'chat_id' })
  chatId!: string;

  @Column('text')
  method!: BotMethod;

  /** The call's parameters, without chat_id. */
  @Column('jsonb')
  payload!: Record<string, unknown>;

  /** Telegram refused it for good (blocked bot, unknown chat) or it failed too often. */
  @Column({ name: 'gave_up', type: 'boolean', default: false })
  gaveUp!: boolean;
}
