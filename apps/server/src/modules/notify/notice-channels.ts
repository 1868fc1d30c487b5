import type { ChannelUnavailable, NoticeChannel, NoticeKind } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';

/**
 * Whether a member wants a kind of notice on a channel, as SQL over the member row `member`
 * (an alias). A stored switch wins; otherwise the default, which is what the shop did before
 * members could choose: push for everything to a browser that accepted notices, Telegram for
 * results (and prizes) and the subscription's outcome when the member chose Telegram (`setNoti`,
 * set when the chat is linked), SMS for nothing (the shop sends SMS only for sign-in codes).
 */
export function wantsSql(member: string, kind: NoticeKind, channel: NoticeChannel): string {
  return `COALESCE((SELECT np.enabled FROM notice_preference np
                     WHERE np.member_id = ${member}.id AND np.kind = '${kind}'
                       AND np.channel = '${channel}'), ${defaultSql(member, kind, channel)})`;
}

function defaultSql(member: string, kind: NoticeKind, channel: NoticeChannel): string {
  if (channel === 'push') return 'true';
  if (channel === 'sms') return 'false';
  return kind === 'results' || kind === 'won' || kind === 'subscription'
    ? `(${member}.notification = 'telegram')`
    : 'false';
}

/** Of these members, those wanting the kind on the channel (availability is checked apart). */
export async function membersWanting(
  manager: EntityManager,
  memberIds: string[],
  kind: NoticeKind,
  channel: NoticeChannel,
): Promise<Set<string>> {
  if (!memberIds.length) return new Set();
  const rows: Array<{ id: string }> = await manager.query(
    `SELECT m.id::text AS id FROM member m
      WHERE m.id = ANY($1::bigint[]) AND ${wantsSql('m', kind, channel)}`,
    [[...new Set(memberIds)]],
  );
  return new Set(rows.map((row) => row.id));
}

/** A member's Telegram chat, when the bot is linked to them. */
export async function telegramChats(
  manager: EntityManager,
  memberIds: string[],
): Promise<Map<string, { chatId: string; locale: string }>> {
  if (!memberIds.length) return new Map();
  const rows: Array<{ memberId: string; chatId: string; locale: string }> = await manager.query(
    `SELECT member_id::text AS "memberId", chat_id::text AS "chatId", locale
       FROM bot_chat WHERE member_id = ANY($1::bigint[])`,
    [[...new Set(memberIds)]],
  );
  return new Map(rows.map((row) => [row.memberId, { chatId: row.chatId, locale: row.locale }]));
}

/** Members' phones (the sign-in name). */
export async function phonesOf(
  manager: EntityManager,
  memberIds: string[],
): Promise<Map<string, string>> {
  if (!memberIds.length) return new Map();
  const rows: Array<{ id: string; phone: string }> = await manager.query(
    `SELECT id::text AS id, username AS phone FROM member WHERE id = ANY($1::bigint[])`,
    [[...new Set(memberIds)]],
  );
  return new Map(rows.map((row) => [row.id, row.phone]));
}

/** Why each channel cannot reach this member now (null: it can). */
export async function channelAvailability(
  manager: EntityManager,
  memberId: string,
  telegramConnected: boolean,
): Promise<Record<NoticeChannel, ChannelUnavailable | null>> {
  const [row] = (await manager.query(
    `SELECT EXISTS (SELECT 1 FROM push_subscription WHERE member_id = $1) AS push,
            EXISTS (SELECT 1 FROM bot_chat WHERE member_id = $1) AS telegram,
            (SELECT username FROM member WHERE id = $1) AS phone`,
    [memberId],
  )) as Array<{ push: boolean; telegram: boolean; phone: string | null }>;
  return {
    push: row?.push ? null : 'pushNotSubscribed',
    telegram: !telegramConnected ? 'telegramOff' : row?.telegram ? null : 'telegramNotLinked',
    sms: row?.phone ? null : 'noPhone',
  };
}
