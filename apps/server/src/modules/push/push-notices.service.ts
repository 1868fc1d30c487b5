import { Inject, Injectable } from '@nestjs/common';
import { maskPhone, type Locale, type NoticeKind, type PrizeKind } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import {
  BotOutboxRepository,
  membersWanting,
  phonesOf,
  SmsOutboxRepository,
  telegramChats,
} from '../notify/index.js';
import { pushMessage, type PushNotice } from './push-texts.js';
import { PushRepository, type MemberNotice } from './push.repository.js';

function textOf(locale: string, notice: PushNotice): string {
  const known: Locale = locale === 'th' || locale === 'en' ? locale : 'km';
  const message = pushMessage(known, notice);
  return `${message.title}\n${message.body}`;
}

/**
 * The events members hear of on their phones. Each method runs inside the event's own
 * transaction: a notice exists exactly when its event committed, and so does its relay's job.
 */
@Injectable()
export class PushNotices {
  constructor(
    private readonly push: PushRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly telegram: BotOutboxRepository,
    private readonly sms: SmsOutboxRepository,
  ) {}

  /**
   * Sends notices of one kind on each channel their member chose and can receive: push to each
   * browser that accepted notices, Telegram to a linked chat while the bot is connected (unless
   * the bot writes its own message for the kind), SMS to the member's phone. Every channel is
   * keyed by the notice's event and member, so an event repeated sends nothing new. How many
   * messages were written.
   */
  private async deliver(
    manager: EntityManager,
    kind: NoticeKind,
    notices: MemberNotice[],
    options: { telegram: boolean },
  ): Promise<number> {
    if (!notices.length) return 0;
    const members = notices.map((n) => n.memberId);
    const wantPush = await membersWanting(manager, members, kind, 'push');
    let written = await this.push.enqueue(
      manager,
      notices.filter((n) => wantPush.has(n.memberId)),
    );
    if (options.telegram && this.config.telegramMode !== 'off')
      written += await this.toTelegram(manager, kind, notices);
    written += await this.toSms(manager, kind, notices);
    return written;
  }

  private async toTelegram(manager: EntityManager, kind: NoticeKind, notices: MemberNotice[]) {
    const members = notices.map((n) => n.memberId);
    const wanting = await membersWanting(manager, members, kind, 'telegram');
    const chats = await telegramChats(manager, [...wanting]);
    return this.telegram.enqueue(
      manager,
      notices.flatMap((n) => {
        const chat = chats.get(n.memberId);
        if (!chat) return [];
        return [
          {
            agentId: n.agentId,
            eventKey: `notice:${n.eventKey}:${chat.chatId}`,
            chatId: chat.chatId,
            method: 'sendMessage' as const,
            payload: { text: textOf(chat.locale, n.notice) },
          },
        ];
      }),
    );
  }

  private async toSms(manager: EntityManager, kind: NoticeKind, notices: MemberNotice[]) {
    const wanting = await membersWanting(
      manager,
      notices.map((n) => n.memberId),
      kind,
      'sms',
    );
    if (!wanting.size) return 0;
    const phones = await phonesOf(manager, [...wanting]);
    const chats = await telegramChats(manager, [...wanting]);
    let written = 0;
    for (const n of notices) {
      const phone = phones.get(n.memberId);
      if (!phone) continue;
      const locale = chats.get(n.memberId)?.locale ?? 'km';
      const fresh = await this.sms.enqueueOnce(manager, {
        agentId: n.agentId,
        eventKey: `${n.eventKey}:${n.memberId}`,
        to: phone,
        text: textOf(locale, n.notice),
      });
      if (fresh) written += 1;
    }
    return written;
  }

  /**
   * Results published (after settlement): each prize to its owner as "you won" (number, prize,
   * amount, credited or awaiting payout); a member holding sheets of the draw who won nothing
   * hears the results are out. Keyed by draw or prize and member: publishing again sends nothing.
   */
  async drawPublished(manager: EntityManager, agentId: string, drawId: string): Promise<number> {
    const rows: Array<{
      memberId: string;
      number: string | null;
      kind: PrizeKind | null;
      amount: string | null;
      status: string | null;
      sheetId: string | null;
    }> = await manager.query(
      `SELECT s.owner_id::text AS "memberId", s.number, p.kind, p.amount::text AS amount,
              p.status, s.id::text AS "sheetId"
         FROM sheet s
         JOIN game_event g ON g.id = s.game_event_id AND g.agent_id = $1
         LEFT JOIN ticket_prize p ON p.sheet_id = s.id
        WHERE s.game_event_id = $2 AND s.owner_id IS NOT NULL
        GROUP BY s.owner_id, s.number, p.kind, p.amount, p.status, s.id
        ORDER BY s.owner_id, s.id, p.kind`,
      [agentId, drawId],
    );
    if (!rows.length) return 0;
    const days: Array<{ day: string }> = await manager.query(
      `SELECT to_char(draw_date, 'YYYY-MM-DD') AS day FROM game_event WHERE id = $1`,
      [drawId],
    );
    const drawDate = days[0]!.day;
    const won: MemberNotice[] = [];
    const results: MemberNotice[] = [];
    const winners = new Set(rows.filter((row) => row.kind).map((row) => row.memberId));
    for (const row of rows) {
      if (!row.kind) continue;
      won.push({
        agentId,
        memberId: row.memberId,
        eventKey: `won:${row.sheetId}:${row.kind}`,
        notice: {
          kind: 'won',
          drawDate,
          number: row.number!,
          prize: row.kind,
          amount: safeInteger(row.amount!),
          credited: row.status === 'credited',
        },
      });
    }
    for (const memberId of new Set(rows.map((row) => row.memberId))) {
      if (winners.has(memberId)) continue;
      results.push({
        agentId,
        memberId,
        eventKey: `results:${drawId}:${memberId}`,
        notice: { kind: 'results', drawDate },
      });
    }
    // The bot writes its own results message (ResultNotices): not repeated here.
    return (
      (await this.deliver(manager, 'won', won, { telegram: false })) +
      (await this.deliver(manager, 'results', results, { telegram: false }))
    );
  }

  /** The sender of a gift hears it was received (how many sheets, by whom, masked). */
  async giftReceived(
    manager: EntityManager,
    gift: { agentId: string; id: string; senderId: string; sheets: number; receiverPhone: string },
  ): Promise<number> {
    return this.deliver(
      manager,
      'giftReceived',
      [
        {
          agentId: gift.agentId,
          memberId: gift.senderId,
          eventKey: `gift:${gift.id}`,
          notice: { kind: 'giftReceived', sheets: gift.sheets, by: maskPhone(gift.receiverPhone) },
        },
      ],
      { telegram: true },
    );
  }

  /** A deposit credited (by Bakong, the provider's callback or an admin): its member hears it. */
  async depositPaid(
    manager: EntityManager,
    deposit: { agentId: string; memberId: string; refId: string; amount: number },
  ): Promise<number> {
    return this.deliver(
      manager,
      'depositPaid',
      [
        {
          agentId: deposit.agentId,
          memberId: deposit.memberId,
          eventKey: `deposit:${deposit.refId}`,
          notice: { kind: 'depositPaid', amount: deposit.amount },
        },
      ],
      { telegram: true },
    );
  }

  /**
   * My number, every draw (issue 32): what a subscription's run bought for the draw, or why
   * nothing was; once per subscription and draw.
   */
  async subscriptionRan(
    manager: EntityManager,
    run: {
      agentId: string;
      memberId: string;
      subscriptionId: string;
      drawId: string;
      drawDate: string;
      number: string;
      sets: number;
      outcome: 'bought' | 'no_stock' | 'balance' | 'limit' | 'closed' | 'failed';
    },
  ): Promise<number> {
    return this.deliver(
      manager,
      'subscription',
      [
        {
          agentId: run.agentId,
          memberId: run.memberId,
          eventKey: `subscription:${run.subscriptionId}:${run.drawId}`,
          notice: {
            kind: 'subscription',
            drawDate: run.drawDate,
            number: run.number,
            sets: run.sets,
            outcome: run.outcome,
          },
        },
      ],
      { telegram: true },
    );
  }
}
