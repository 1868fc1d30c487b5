import { Inject, Injectable } from '@nestjs/common';
import type { Locale } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { BotOutboxRepository, wantsSql } from '../notify/index.js';
import { resultsText, type ResultLine } from './bot-messages.js';
import { drawDayOf } from './draw-day.js';

interface ChatResultRow {
  chatId: string;
  locale: Locale;
  number: string;
  sheets: number;
  credited: string;
  waiting: string;
}

/**
 * When a draw's results are published (inside the publishing transaction, after settlement):
 * one message per chat that should hear of it (a linked member owning sheets of the draw who
 * wants results (or, holding a prize, prizes) on Telegram (notice channels, issue 30), a chat that received an order of it), listing each number's result and its prizes, credited or
 * waiting for payout. Keyed by draw and chat: publishing again sends nothing new.
 */
@Injectable()
export class ResultNotices {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: BotOutboxRepository,
  ) {}

  async drawPublished(manager: EntityManager, agentId: string, drawId: string): Promise<number> {
    if (this.config.telegramMode === 'off') return 0;
    const rows: ChatResultRow[] = await manager.query(
      `WITH recipient AS (
         SELECT c.chat_id, c.locale, s.id AS sheet_id, s.number
           FROM bot_chat c
           JOIN member m ON m.id = c.member_id
           JOIN sheet s ON s.owner_id = c.member_id
          WHERE c.agent_id = $1 AND s.game_event_id = $2
            AND (${wantsSql('m', 'results', 'telegram')}
                 OR (${wantsSql('m', 'won', 'telegram')} AND EXISTS (
                       SELECT 1 FROM ticket_prize tp JOIN sheet ws ON ws.id = tp.sheet_id
                        WHERE ws.owner_id = m.id AND ws.game_event_id = $2)))
         UNION ALL
         SELECT oc.chat_id, oc.locale, s.id, s.number
           FROM bot_order_chat oc JOIN sheet s ON s.order_id = oc.order_id
          WHERE s.game_event_id = $2),
       sheet_of_chat AS (
         SELECT chat_id, min(locale) AS locale, sheet_id, number
           FROM recipient GROUP BY chat_id, sheet_id, number)
       SELECT r.chat_id::text AS "chatId", min(r.locale) AS locale, r.number,
              count(DISTINCT r.sheet_id)::int AS sheets,
              coalesce(sum(p.amount) FILTER (WHERE p.status = 'credited'), 0)::text AS credited,
              coalesce(sum(p.amount) FILTER (WHERE p.status <> 'credited'), 0)::text AS waiting
         FROM sheet_of_chat r LEFT JOIN ticket_prize p ON p.sheet_id = r.sheet_id
        GROUP BY r.chat_id, r.number
        ORDER BY r.chat_id, r.number`,
      [agentId, drawId],
    );
    if (!rows.length) return 0;
    const drawDate = await drawDayOf(manager, drawId);
    const byChat = new Map<string, { locale: Locale; lines: ResultLine[] }>();
    for (const row of rows) {
      const chat = byChat.get(row.chatId) ?? { locale: row.locale, lines: [] };
      chat.lines.push({
        number: row.number,
        sheets: row.sheets,
        credited: safeInteger(row.credited),
        waiting: safeInteger(row.waiting),
      });
      byChat.set(row.chatId, chat);
    }
    return this.outbox.enqueue(
      manager,
      [...byChat].map(([chatId, chat]) => ({
        agentId,
        eventKey: `result:${drawId}:${chatId}`,
        chatId,
        method: 'sendMessage' as const,
        payload: { text: resultsText(chat.locale, drawDate, chat.lines) },
      })),
    );
  }
}
