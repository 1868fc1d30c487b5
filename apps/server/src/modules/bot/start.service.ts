import { Inject, Injectable } from '@nestjs/common';
import type { Locale, OrderTickets } from '@lottery/contracts';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MemberChannel } from '../auth/index.js';
import { OrderTicketService } from '../transaction/index.js';
import { botText, localeOfTelegram, ticketsText, withLink } from './bot-messages.js';
import { ChatRepository } from './chat.repository.js';
import { BotOutboxRepository, type BotMessage } from '../notify/index.js';
import { UPLOAD_PREFIX } from './telegram/telegram-api.js';
import { verifyLinksText } from './verify-links.js';

/** A `/start` someone sent the bot, as the update carried it. */
export interface StartCommand {
  updateId: number;
  chatId: string;
  languageCode: string | undefined;
  /** What follows /start: a ticket token, `link_<token>`, or nothing. */
  payload: string;
}

export const LINK_PREFIX = 'link_';

export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

// Telegram's albums hold 2 to 10 photos; one photo is sent alone.
// Stock photos are served from here (common/upload); the rest of the path is under DATA_DIR/uploads.
const UPLOADS = '/uploads/';
const ALBUM_SIZE = 10;

/**
 * Answers `/start`: a ticket link gets the order's numbers and sheet photos (and the chat
 * receives the order: its results come here too), a `link_` link links the member's account.
 * The answers are written to the outbox in one transaction keyed by the update, so Telegram
 * delivering the same update twice (a webhook retried) answers once.
 */
@Injectable()
export class StartService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly chats: ChatRepository,
    private readonly outbox: BotOutboxRepository,
    private readonly tickets: OrderTicketService,
    private readonly channel: MemberChannel,
  ) {}

  async handle(command: StartCommand): Promise<void> {
    const agentId = this.config.defaultAgentId;
    const order = command.payload.startsWith(LINK_PREFIX)
      ? undefined
      : await this.readOrder(agentId, command.payload);
    await this.dataSource.transaction(async (manager) => {
      const locale =
        (await this.chats.linkedLocale(manager, agentId, command.chatId)) ??
        localeOfTelegram(command.languageCode);
      const calls = command.payload.startsWith(LINK_PREFIX)
        ? await this.linkAccount(manager, command, locale)
        : order === undefined
          ? [{ method: 'sendMessage' as const, payload: { text: botText(locale).hello } }]
          : order === null
            ? [{ method: 'sendMessage' as const, payload: { text: botText(locale).badTicket } }]
            : await this.deliverTickets(manager, command, order, locale);
      await this.outbox.enqueue(
        manager,
        calls.map((call, index): BotMessage => ({
          agentId,
          eventKey: `update:${command.updateId}:${index}`,
          chatId: command.chatId,
          ...call,
        })),
      );
    });
  }

  /** The order a ticket token names; null for a bad one, undefined for no token at all. */
  private async readOrder(
    agentId: string,
    token: string,
  ): Promise<OrderTickets | null | undefined> {
    if (!token) return undefined;
    return this.tickets.orderTickets(agentId, undefined, { t: token }).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  }

  private async deliverTickets(
    manager: EntityManager,
    command: StartCommand,
    order: OrderTickets,
    locale: Locale,
  ): Promise<Array<Pick<BotMessage, 'method' | 'payload'>>> {
    const t = botText(locale);
    const holder = await this.chats.claimOrder(manager, order.orderId, command.chatId, locale);
    if (holder !== command.chatId) return [{ method: 'sendMessage', payload: { text: t.claimed } }];
    const text = ticketsText(
      locale,
      order.drawDate,
      order.tickets.map((line) => ({ number: line.number, sheets: line.sheets.length })),
    );
    const page = this.config.publicUrl
      ? `${this.config.publicUrl}/ex/ticket?t=${command.payload}`
      : undefined;
    const verify = verifyLinksText(locale, this.config.publicUrl, order);
    return [
      ...this.albums(order),
      { method: 'sendMessage', payload: withLink(text, t.see, page) },
      ...(verify ? [{ method: 'sendMessage' as const, payload: { text: verify } }] : []),
    ];
  }

  /**
   * The sheets' photos in albums of 10: by their public address (Telegram fetches them), or,
   * without one, the uploaded files themselves (generated pictures have no file: left out).
   */
  private albums(order: OrderTickets): Array<Pick<BotMessage, 'method' | 'payload'>> {
    const base = this.config.publicUrl;
    const media = (photo: string) =>
      base
        ? `${base}${photo}`
        : photo.startsWith(UPLOADS)
          ? `${UPLOAD_PREFIX}${photo.slice(UPLOADS.length)}`
          : undefined;
    const photos = order.tickets.flatMap((line) =>
      line.sheets.flatMap((sheet) => {
        const url = sheet.photo ? media(sheet.photo) : undefined;
        return url
          ? [{ type: 'photo', media: url, caption: `${line.number} #${sheet.setNo}` }]
          : [];
      }),
    );
    const calls: Array<Pick<BotMessage, 'method' | 'payload'>> = [];
    for (let start = 0; start < photos.length; start += ALBUM_SIZE) {
      const album = photos.slice(start, start + ALBUM_SIZE);
      calls.push(
        album.length === 1
          ? { method: 'sendPhoto', payload: { photo: album[0]!.media, caption: album[0]!.caption } }
          : { method: 'sendMediaGroup', payload: { media: album } },
      );
    }
    return calls;
  }

  private async linkAccount(
    manager: EntityManager,
    command: StartCommand,
    locale: Locale,
  ): Promise<Array<Pick<BotMessage, 'method' | 'payload'>>> {
    const token = command.payload.slice(LINK_PREFIX.length);
    const request = await this.chats.useLinkToken(manager, hashLinkToken(token), this.clock.now());
    if (!request || request.agentId !== this.config.defaultAgentId)
      return [{ method: 'sendMessage', payload: { text: botText(locale).badLink } }];
    const displaced = await this.chats.link(manager, request, command.chatId);
    await this.channel.set(manager, request.memberId, 'telegram');
    // A member whose chat another account took hears by SMS again.
    for (const memberId of displaced) await this.channel.set(manager, memberId, 'sms');
    return [{ method: 'sendMessage', payload: { text: botText(request.locale).linked } }];
  }
}
