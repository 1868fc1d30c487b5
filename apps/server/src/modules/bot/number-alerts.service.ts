import { Inject, Injectable } from '@nestjs/common';
import {
  alertPatternValid,
  ErrorCode,
  maxAlertsPerMember,
  type NumberAlertItem,
} from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AlertRepository } from './alert.repository.js';
import { alertText, botText, withLink } from './bot-messages.js';
import { drawDayOf } from './draw-day.js';
import type { AddAlertDto } from './dto/bot.dto.js';
import type { NumberAlert } from './entities/bot.entity.js';
import { BotOutboxRepository } from '../notify/index.js';

const toItem = (alert: NumberAlert): NumberAlertItem => ({
  id: alert.id,
  kind: alert.kind,
  digits: alert.digits,
  createdAt: alert.createdAt.toISOString(),
});

/**
 * Number alerts: a member's patterns (at most `maxAlertsPerMember`), and the bot's message when
 * stock that matches one is loaded into a draw: once per alert and draw (its outbox event key),
 * to members with a linked chat.
 */
@Injectable()
export class NumberAlerts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly alerts: AlertRepository,
    private readonly outbox: BotOutboxRepository,
  ) {}

  async list(member: CurrentMember): Promise<NumberAlertItem[]> {
    return (await this.alerts.list(this.dataSource.manager, member.id)).map(toItem);
  }

  async add(member: CurrentMember, body: AddAlertDto): Promise<NumberAlertItem[]> {
    if (!alertPatternValid(body.kind, body.digits))
      throw new AppError(ErrorCode.InvalidAlertPattern, {
        digits: String(ErrorCode.InvalidAlertPattern),
      });
    const outcome = await this.dataSource.transaction((manager) =>
      this.alerts.add(
        manager,
        { agentId: member.agentId, memberId: member.id, kind: body.kind, digits: body.digits },
        maxAlertsPerMember,
      ),
    );
    if (outcome === 'full') throw new AppError(ErrorCode.AlertLimitReached);
    return this.list(member);
  }

  async remove(member: CurrentMember, id: string): Promise<NumberAlertItem[]> {
    if (!(await this.alerts.remove(this.dataSource.manager, member.id, id)))
      throw new AppError(ErrorCode.AlertNotFound);
    return this.list(member);
  }

  /**
   * Stock was loaded into a draw (inside the loading transaction): one message per matching
   * alert, unless this alert already fired for this draw. The relay sends it after commit.
   */
  async stockLoaded(
    manager: EntityManager,
    agentId: string,
    drawId: string,
    numbers: string[],
  ): Promise<number> {
    if (this.config.telegramMode === 'off') return 0;
    const matched = await this.alerts.matching(manager, agentId, drawId, [...new Set(numbers)]);
    if (!matched.length) return 0;
    const drawDate = await drawDayOf(manager, drawId);
    const shop = this.config.publicUrl ? `${this.config.publicUrl}/` : undefined;
    return this.outbox.enqueue(
      manager,
      matched.map((alert) => ({
        agentId,
        eventKey: `alert:${alert.alertId}:${drawId}`,
        chatId: alert.chatId,
        method: 'sendMessage' as const,
        payload: withLink(
          alertText(alert.locale, alert.number, alert.kind, drawDate),
          botText(alert.locale).buy,
          shop,
        ),
      })),
    );
  }
}
