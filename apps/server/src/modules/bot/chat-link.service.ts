import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type BotChatStatus, type BotLink, type Locale } from '@lottery/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MemberChannel } from '../auth/index.js';
import { ChatRepository } from './chat.repository.js';
import { hashLinkToken, LINK_PREFIX } from './start.service.js';

const LINK_MINUTES = 15;

/**
 * The profile's chat section: a one-time `t.me/<bot>?start=link_<token>` link (15 minutes; a new
 * one replaces the last), and unlinking, which puts the member's notices back on SMS.
 */
@Injectable()
export class ChatLinkService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly chats: ChatRepository,
    private readonly channel: MemberChannel,
  ) {}

  async status(member: CurrentMember): Promise<BotChatStatus> {
    const linkedAt = await this.chats.linkedAt(this.dataSource.manager, member.id);
    return {
      bot: this.config.telegramBot,
      enabled: this.config.telegramMode !== 'off',
      linked: linkedAt !== undefined,
      linkedAt: linkedAt?.toISOString() ?? null,
    };
  }

  /** The member's language goes with the link: the bot speaks it in that chat. */
  async createLink(member: CurrentMember, locale: Locale): Promise<BotLink> {
    if (this.config.telegramMode === 'off') throw new AppError(ErrorCode.BotOff);
    // 18 bytes: 24 characters of [A-Za-z0-9_-], within Telegram's 64 for a start parameter.
    const token = randomBytes(18).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + LINK_MINUTES * 60_000);
    await this.dataSource.transaction((manager) =>
      this.chats.addLinkToken(
        manager,
        hashLinkToken(token),
        { agentId: member.agentId, memberId: member.id, locale },
        expiresAt,
      ),
    );
    return {
      link: `https://t.me/${this.config.telegramBot}?start=${LINK_PREFIX}${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async unlink(member: CurrentMember): Promise<BotChatStatus> {
    await this.dataSource.transaction(async (manager) => {
      if (await this.chats.unlink(manager, member.id))
        await this.channel.set(manager, member.id, 'sms');
    });
    return this.status(member);
  }
}
