import { Injectable } from '@nestjs/common';
import type { Locale } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';

export interface LinkRequest {
  agentId: string;
  memberId: string;
  locale: Locale;
}

/** Members' linked chats, the one-time links that link them, and the chats orders went to. */
@Injectable()
export class ChatRepository {
  /** A new one-time link replaces the member's unused ones. */
  async addLinkToken(
    manager: EntityManager,
    tokenHash: string,
    request: LinkRequest,
    expiresAt: Date,
  ): Promise<void> {
    await manager.query(`DELETE FROM bot_link_token WHERE member_id = $1 AND used_at IS NULL`, [
      request.memberId,
    ]);
    await manager.query(
      `INSERT INTO bot_link_token (token_hash, agent_id, member_id, locale, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [tokenHash, request.agentId, request.memberId, request.locale, expiresAt],
    );
  }

  /** Marks the link used and answers whom it links, or undefined (unknown, used or expired). */
  async useLinkToken(
    manager: EntityManager,
    tokenHash: string,
    now: Date,
  ): Promise<LinkRequest | undefined> {
    const [rows]: [LinkRequest[], number] = await manager.query(
      `UPDATE bot_link_token SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING agent_id AS "agentId", member_id::text AS "memberId", locale`,
      [tokenHash, now],
    );
    return rows[0];
  }

  /**
   * The chat now belongs to this member (a chat links one member of a shop; a member one chat).
   * Answers the members the chat was linked to before, who lose it.
   */
  async link(manager: EntityManager, request: LinkRequest, chatId: string): Promise<string[]> {
    const [displaced]: [Array<{ member_id: string }>, number] = await manager.query(
      `DELETE FROM bot_chat WHERE agent_id = $1 AND chat_id = $2 AND member_id <> $3
       RETURNING member_id::text`,
      [request.agentId, chatId, request.memberId],
    );
    await manager.query(
      `INSERT INTO bot_chat (member_id, agent_id, chat_id, locale) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id)
       DO UPDATE SET chat_id = excluded.chat_id, locale = excluded.locale, linked_at = now()`,
      [request.memberId, request.agentId, chatId, request.locale],
    );
    return displaced.map((row) => row.member_id);
  }

  /** True when there was a chat to unlink. */
  async unlink(manager: EntityManager, memberId: string): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query(
      `DELETE FROM bot_chat WHERE member_id = $1`,
      [memberId],
    );
    return count > 0;
  }

  async linkedAt(manager: EntityManager, memberId: string): Promise<Date | undefined> {
    const rows: Array<{ linked_at: Date }> = await manager.query(
      `SELECT linked_at FROM bot_chat WHERE member_id = $1`,
      [memberId],
    );
    return rows[0]?.linked_at;
  }

  /** The language of a chat linked to a member of the shop, if any. */
  async linkedLocale(
    manager: EntityManager,
    agentId: string,
    chatId: string,
  ): Promise<Locale | undefined> {
    const rows: Array<{ locale: Locale }> = await manager.query(
      `SELECT locale FROM bot_chat WHERE agent_id = $1 AND chat_id = $2`,
      [agentId, chatId],
    );
    return rows[0]?.locale;
  }

  /**
   * The first chat to open an order's ticket link receives it; answers the chat that holds it
   * (this one, or the one that was first).
   */
  async claimOrder(
    manager: EntityManager,
    orderId: string,
    chatId: string,
    locale: Locale,
  ): Promise<string> {
    await manager.query(
      `INSERT INTO bot_order_chat (order_id, chat_id, locale) VALUES ($1, $2, $3)
       ON CONFLICT (order_id) DO NOTHING`,
      [orderId, chatId, locale],
    );
    const rows: Array<{ chat_id: string }> = await manager.query(
      `SELECT chat_id::text FROM bot_order_chat WHERE order_id = $1`,
      [orderId],
    );
    return rows[0]!.chat_id;
  }
}
