import { Injectable, Logger } from '@nestjs/common';
import {
  ErrorCode,
  prizeKinds,
  type AdminDrawItem,
  type CreateDrawRequest,
  type DrawResult,
  type DrawStatus,
  type Page,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { Paging } from '../../common/db/page-of.js';
import { AppError } from '../../common/errors/app-error.js';
import type { DrawLiveDto } from './dto/draw-admin.dto.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { ResultNotices } from '../bot/index.js';
import { PushNotices } from '../push/index.js';
import { PrizeSettlement, PrizeTable } from '../prize/index.js';
import { NumberSubscriptionService } from '../transaction/index.js';
import { liveOf, toHomeDraw } from './draw-query.service.js';
import { statusAt, statusChangeRefusal } from './draw-status.js';
import type { GameEvent } from './entities/game-event.entity.js';
import { drawConflict, GameEventRepository, type DrawStock } from './game-event.repository.js';
import { announceResults } from './result-events.js';
import { DrawQueryService } from './draw-query.service.js';
import { ResultsService } from './results.service.js';

const noStock: DrawStock = { products: 0, sheets: 0, sold: 0 };

function toAdminDraw(draw: GameEvent, stock: DrawStock, now: Date): AdminDrawItem {
  return {
    ...toHomeDraw(draw, now),
    published: draw.publishedAt !== null,
    publishedAt: draw.publishedAt ? draw.publishedAt.toISOString() : null,
    createdAt: draw.createdAt.toISOString(),
    live: liveOf(draw),
    ...stock,
  };
}

/** The Bangkok day (UTC+7, no daylight saving) of an instant. */
const bangkokDay = (iso: string) =>
  new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 10);

/**
 * A draw's life, as the admin lives it: list, create, open / pause / close, publish the results
 * (which settles the prizes). Each change is one transaction with its audit-log line inside it,
 * and answers the draw as the admin list shows it afterwards.
 */
@Injectable()
export class DrawAdminService {
  private readonly logger = new Logger('DrawAdmin');

  constructor(
    private readonly dataSource: DataSource,
    private readonly draws: GameEventRepository,
    private readonly audit: AuditRepository,
    private readonly results: ResultsService,
    private readonly publicDraws: DrawQueryService,
    private readonly prizes: PrizeTable,
    private readonly settlement: PrizeSettlement,
    private readonly notices: ResultNotices,
    private readonly pushNotices: PushNotices,
    private readonly subscriptions: NumberSubscriptionService,
  ) {}

  /** Newest draw first, with its stock counts. */
  async list(admin: CurrentMember, paging: Paging): Promise<Page<AdminDrawItem>> {
    const manager = this.dataSource.manager;
    const { rows, total } = await this.draws.page(manager, admin.agentId, paging);
    const stock = await this.draws.stockOf(
      manager,
      rows.map((draw) => draw.id),
    );
    const now = new Date();
    return {
      items: rows.map((draw) => toAdminDraw(draw, stock.get(draw.id) ?? noStock, now)),
      total,
    };
  }

  /**
   * A new draw, paused. Sales close after they open, in the future, on or before the draw day
   * (Bangkok): else 1015 / 1016. One draw not closed at a time (1005); one per day (1006).
   */
  async create(admin: CurrentMember, draw: CreateDrawRequest): Promise<AdminDrawItem> {
    if (draw.openSellDate >= draw.closeSellDate) throw new AppError(ErrorCode.InvalidCloseSellDate);
    if (new Date(draw.closeSellDate) <= new Date())
      throw new AppError(ErrorCode.InvalidCloseSellDate);
    if (draw.drawDate < bangkokDay(draw.closeSellDate))
      throw new AppError(ErrorCode.InvalidDrawDate);
    const id = await this.dataSource.transaction(async (manager) => {
      if (await this.draws.anyNotClosed(manager, admin.agentId))
        throw new AppError(ErrorCode.CloseGameEventFirst);
      let id: string;
      try {
        id = await this.draws.insert(manager, {
          agentId: admin.agentId,
          roundName: draw.roundName,
          drawDate: draw.drawDate,
          openSellAt: new Date(draw.openSellDate),
          closeSellAt: new Date(draw.closeSellDate),
        });
      } catch (error) {
        // Two admins creating at once: the indexes decide, and say which rule was hit.
        const conflict = drawConflict(error);
        if (conflict === 'not-closed') throw new AppError(ErrorCode.CloseGameEventFirst);
        if (conflict === 'same-day') throw new AppError(ErrorCode.DuplicateGameEvent);
        throw error;
      }
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'draw.create',
        targetId: null,
        detail: { gameEventId: id, ...draw },
      });
      return id;
    });
    this.forgetKept();
    return this.show(admin.agentId, id);
  }

  /** Open, pause or close sales (draw-status.ts says which moves are allowed). */
  async changeStatus(
    admin: CurrentMember,
    change: { gameEventId: string; status: DrawStatus },
  ): Promise<AdminDrawItem> {
    await this.dataSource.transaction(async (manager) => {
      const draw = await this.draws.lock(manager, admin.agentId, change.gameEventId);
      if (!draw) throw new AppError(ErrorCode.GameEventNotFound);
      const now = new Date();
      const from = statusAt(draw, now);
      const refusal = statusChangeRefusal(from, change.status, now, draw.closeSellAt);
      if (refusal !== null) throw new AppError(refusal);
      await this.draws.setStatus(manager, draw.id, change.status);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'draw.status',
        targetId: null,
        detail: { gameEventId: draw.id, from, to: change.status },
      });
    });
    this.forgetKept();
    // Sales open: the members' numbers of every draw are bought now, not at the next periodic
    // run. In the background (the admin's answer does not wait); once only, whoever runs it.
    if (change.status === 'ONGO')
      void this.subscriptions
        .runDraw(change.gameEventId)
        .catch((error: unknown) =>
          this.logger.warn(`subscriptions of draw ${change.gameEventId}: ${String(error)}`),
        );
    return this.show(admin.agentId, change.gameEventId);
  }

  /** The draw's live broadcast link and time ('' removes it); audited. */
  async setLive(admin: CurrentMember, body: DrawLiveDto): Promise<AdminDrawItem> {
    const url = body.url;
    if (url && !body.at)
      throw new AppError(ErrorCode.MissingField, { at: String(ErrorCode.MissingField) });
    await this.dataSource.transaction(async (manager) => {
      const draw = await this.draws.lock(manager, admin.agentId, body.gameEventId);
      if (!draw) throw new AppError(ErrorCode.GameEventNotFound);
      const live = url && body.at ? { url, at: new Date(body.at) } : null;
      await this.draws.setLive(manager, draw.id, live);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'draw.live',
        targetId: null,
        detail: { gameEventId: draw.id, url: url || null, at: live?.at.toISOString() ?? null },
      });
    });
    this.forgetKept();
    return this.show(admin.agentId, body.gameEventId);
  }

  /**
   * Publishes the results of a closed draw and settles its prizes, in one transaction. A wrong
   * result set is 1017 (naming the kinds); a draw still on sale 1012. Publishing the same
   * results again changes nothing; different ones are refused (1017).
   */
  async publish(
    admin: CurrentMember,
    input: { gameEventId: string; results: Partial<Record<string, unknown>> },
  ): Promise<DrawResult> {
    const results = this.prizes.publishable(input.results);
    await this.dataSource.transaction(async (manager) => {
      const draw = await this.draws.lock(manager, admin.agentId, input.gameEventId);
      if (!draw) throw new AppError(ErrorCode.GameEventNotFound);
      if (statusAt(draw, new Date()) !== 'CLOSE') throw new AppError(ErrorCode.InvalidStatus);
      if (draw.results) {
        const stored = draw.results;
        const same = prizeKinds.every(
          (kind) => JSON.stringify(stored[kind]) === JSON.stringify(results[kind]),
        );
        if (same) return;
        throw new AppError(ErrorCode.IncompatibleReward);
      }
      await this.draws.publish(manager, draw.id, results);
      const settled = await this.settlement.settle(manager, admin.agentId, draw.id, results);
      // The bot's result notices commit with the results (sent after commit, once per chat).
      await this.notices.drawPublished(manager, admin.agentId, draw.id);
      await this.pushNotices.drawPublished(manager, admin.agentId, draw.id);
      // Open pages in every server process hear of it once it commits (result-events.ts).
      await announceResults(manager, { agentId: admin.agentId, gameEventId: draw.id });
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'draw.publish',
        targetId: null,
        detail: { gameEventId: draw.id, first: results.first, ...settled.summary },
      });
      // Last: crediting locks each winner's member row until commit (their checkout waits).
      await this.settlement.creditPrizes(manager, admin.agentId, settled.toCredit);
    });
    this.forgetKept();
    return this.results.publishedNow(admin.agentId, { gameEventId: input.gameEventId });
  }

  /**
   * The public pages of this process see an admin's change at once; other processes within
   * PUBLIC_ANSWER_CACHE_MS (a publication at once: they hear it, result-events.ts).
   */
  private forgetKept(): void {
    this.publicDraws.forget();
    this.results.forget();
  }

  /** One draw as the admin list shows it. */
  private async show(agentId: string, gameEventId: string): Promise<AdminDrawItem> {
    const manager = this.dataSource.manager;
    const draw = await this.draws.find(manager, agentId, { gameEventId });
    if (!draw) throw new AppError(ErrorCode.GameEventNotFound);
    const stock = await this.draws.stockOf(manager, [draw.id]);
    return toAdminDraw(draw, stock.get(draw.id) ?? noStock, new Date());
  }
}
