import { Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiHeader, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@lottery/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import { resolveLocale } from '../../common/http/locale.js';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { Inject } from '@nestjs/common';
import { BotUpdates } from './bot-updates.service.js';
import { ChatLinkService } from './chat-link.service.js';
import { AddAlertDto, RemoveAlertDto } from './dto/bot.dto.js';
import { NumberAlerts } from './number-alerts.service.js';
import { isTelegramUpdate } from './telegram/update-shape.js';

function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Telegram's webhook: only with the secret token Telegram was given (setWebhook). */
@Controller('api/telegram')
export class TelegramWebhookController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly updates: BotUpdates,
  ) {}

  @Post('webhook')
  @ApiExcludeEndpoint()
  @HttpCode(200)
  async webhook(
    @Headers('x-telegram-bot-api-secret-token') secret: unknown,
    @Body() update: unknown,
  ): Promise<null> {
    if (this.config.telegramMode !== 'webhook') throw new AppError(ErrorCode.RouteNotFound);
    if (!sameSecret(secret, this.config.telegramWebhookSecret))
      throw new AppError(ErrorCode.WebhookSecretWrong);
    if (!isTelegramUpdate(update)) throw new AppError(ErrorCode.BadRequest);
    await this.updates.handle(update);
    return null;
  }
}

const chatExample = { bot: 'lottothai_kh_bot', enabled: true, linked: true, linkedAt: null };
const alertsExample = [
  { id: '1', kind: 'last2', digits: '25', createdAt: '2026-11-20T10:00:00.000Z' },
];

/** The profile's chat section and number alerts (signed-in members). */
@ApiTags('bot')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/bot')
@UseGuards(SessionGuard)
export class BotMemberController {
  constructor(
    private readonly links: ChatLinkService,
    private readonly alerts: NumberAlerts,
  ) {}

  @Post('chat')
  @Answer(chatExample)
  @HttpCode(200)
  chat(@Member() member: CurrentMember) {
    return this.links.status(member);
  }

  @Post('chat/link')
  @Answer({ link: 'https://t.me/lottothai_kh_bot?start=link_x', expiresAt: '' })
  @HttpCode(200)
  link(@Member() member: CurrentMember, @Headers() headers: IncomingHttpHeaders) {
    return this.links.createLink(member, resolveLocale(headers));
  }

  @Post('chat/unlink')
  @Answer(chatExample)
  @HttpCode(200)
  unlink(@Member() member: CurrentMember) {
    return this.links.unlink(member);
  }

  @Post('alerts')
  @Answer(alertsExample)
  @HttpCode(200)
  list(@Member() member: CurrentMember) {
    return this.alerts.list(member);
  }

  @Post('alerts/add')
  @Answer(alertsExample)
  @HttpCode(200)
  add(@Member() member: CurrentMember, @Body() body: AddAlertDto) {
    return this.alerts.add(member, body);
  }

  @Post('alerts/remove')
  @Answer(alertsExample)
  @HttpCode(200)
  remove(@Member() member: CurrentMember, @Body() body: RemoveAlertDto) {
    return this.alerts.remove(member, body.id);
  }
}
