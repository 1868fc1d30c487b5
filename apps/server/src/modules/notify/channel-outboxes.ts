import type { EntityManager } from 'typeorm';
import type { Jobs } from '../../common/jobs/jobs.js';
import { RELAY_QUEUE } from '../../common/jobs/outbox-relay.js';

/**
 * Writes Telegram messages into the bot's outbox (`bot_outbox`, sent by the bot's relay), keyed
 * by event: the same event written again is skipped. The same statement as the bot module's
 * `BotOutboxRepository.enqueue`, here because the bot module depends on the modules whose events
 * these notices tell of (importing it from them would be a cycle). New rows come with the relay's
 * job in the same transaction, as there.
 */
export async function enqueueTelegram(
  manager: EntityManager,
  jobs: Jobs,
  messages: Array<{ agentId: string; eventKey: string; chatId: string; text: string }>,
): Promise<number> {
  if (!messages.length) return 0;
  const rows: unknown[] = await manager.query(
    `INSERT INTO bot_outbox (agent_id, event_key, chat_id, method, payload)
     SELECT agent_id, event_key, chat_id, 'sendMessage', json_build_object('text', text)
       FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[])
              AS m (agent_id, event_key, chat_id, text)
     ON CONFLICT (event_key) DO NOTHING
     RETURNING id`,
    [
      messages.map((m) => m.agentId),
      messages.map((m) => m.eventKey),
      messages.map((m) => m.chatId),
      messages.map((m) => m.text),
    ],
  );
  if (rows.length) await jobs.sendInTransaction(manager, RELAY_QUEUE.telegram);
  return rows.length;
}

/**
 * Writes one SMS into the SMS outbox (sent by the auth module's SMS relay), once per event: the
 * SMS outbox has no event key, so the event is recorded in `notice_sms_sent` first. Whether it
 * was new. The relay's job goes in the same transaction.
 */
export async function enqueueSms(
  manager: EntityManager,
  jobs: Jobs,
  message: { agentId: string; eventKey: string; to: string; text: string },
): Promise<boolean> {
  const fresh: unknown[] = await manager.query(
    `INSERT INTO notice_sms_sent (event_key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1`,
    [message.eventKey],
  );
  if (!fresh.length) return false;
  await manager.query(
    `INSERT INTO sms_outbox (agent_id, to_phone, text, code) VALUES ($1, $2, $3, NULL)`,
    [message.agentId, message.to, message.text],
  );
  await jobs.sendInTransaction(manager, RELAY_QUEUE.sms);
  return true;
}
