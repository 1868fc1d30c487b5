import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type DrawResult, type PrizeCheck, type PrizeValue } from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { PublicReads } from '../../common/db/public-reads.js';
import { AppError } from '../../common/errors/app-error.js';
import { BriefMemo } from '../../common/memory/brief-memo.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { PrizeTable, type DrawResults } from '../prize/index.js';
import type { GameEvent } from './entities/game-event.entity.js';
import { GameEventRepository } from './game-event.repository.js';
import { ResultEvents } from './result-events.js';

type DrawRef = { gameEventId?: string; date?: string };
type PublishedDraw = GameEvent & { results: DrawResults; publishedAt: Date };
/** What the public result pages are computed from. */
interface PublishedWithValues {
  draw: PublishedDraw;
  values: PrizeValue[];
}

/**
 * Published results by round or day, and what a ticket number wins in them.
 *
 * When results come out everyone asks at once, each about their own number but all about the
 * same draw: the draw and the prize table are kept in memory for PUBLIC_ANSWER_CACHE_MS per shop
 * and reference, and forgotten the moment any publication is heard (result-events.ts), so the
 * new results show at once. Every answer is then computed without the database. Nothing is
 * decided on these answers: settlement and the admin's answer read the primary.
 */
@Injectable()
export class ResultsService {
  private readonly memo: BriefMemo<PublishedWithValues>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: PublicReads,
    private readonly draws: GameEventRepository,
    private readonly prizes: PrizeTable,
    events: ResultEvents,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.memo = new BriefMemo(config.publicAnswerCacheMs);
    events.onPublished(() => this.memo.forget());
  }

  /** After a change of a draw or the prize table this process made: the next read sees it. */
  forget(): void {
    this.memo.forget();
  }

  /** `/resultLotto`: every kind, its numbers and amounts (from the replica when there is one). */
  async result(agentId: string, ref: DrawRef): Promise<DrawResult> {
    return resultOf(await this.publishedWithValues(agentId, ref));
  }

  /** The results read from the primary: the answer of publishing, just written there. */
  publishedNow(agentId: string, ref: DrawRef): Promise<DrawResult> {
    return this.resultOn(this.dataSource.manager, agentId, ref);
  }

  private async resultOn(
    manager: EntityManager,
    agentId: string,
    ref: DrawRef,
  ): Promise<DrawResult> {
    return resultOf(await this.publishedWithValuesOn(manager, agentId, ref));
  }

  /** `/checkLottoPrizes`: every prize `number` wins (none: an empty list). */
  async check(agentId: string, number: string, ref: DrawRef): Promise<PrizeCheck> {
    const { draw, values } = await this.publishedWithValues(agentId, ref);
    return {
      number,
      gameEventId: draw.id,
      drawDate: draw.drawDate,
      wins: this.prizes.wins(values, number, draw.results),
    };
  }

  private publishedWithValues(agentId: string, ref: DrawRef): Promise<PublishedWithValues> {
    const key = `${agentId}\n${ref.gameEventId ?? ''}\n${ref.date ?? ''}`;
    return this.memo.get(key, () =>
      this.reads.run((manager) => this.publishedWithValuesOn(manager, agentId, ref)),
    );
  }

  private async publishedWithValuesOn(
    manager: EntityManager,
    agentId: string,
    ref: DrawRef,
  ): Promise<PublishedWithValues> {
    const draw = await this.published(manager, agentId, ref);
    return { draw, values: await this.prizes.values(manager, agentId) };
  }

  /** Unknown draw 1007; a draw without published results 1009. */
  private async published(
    manager: EntityManager,
    agentId: string,
    ref: DrawRef,
  ): Promise<PublishedDraw> {
    const draw = await this.draws.find(manager, agentId, ref);
    if (!draw) {
      // Without a reference the shop simply has no published draw yet.
      throw new AppError(
        ref.gameEventId || ref.date ? ErrorCode.GameEventNotFound : ErrorCode.CannotGetReward,
      );
    }
    if (!draw.results || !draw.publishedAt) throw new AppError(ErrorCode.CannotGetReward);
    return draw as PublishedDraw;
  }
}

function resultOf({ draw, values }: PublishedWithValues): DrawResult {
  return {
    _id: draw.id,
    roundName: draw.roundName,
    drawDate: draw.drawDate,
    publishedAt: draw.publishedAt.toISOString(),
    prizes: values.map((value) => ({ ...value, numbers: [...draw.results[value.kind]] })),
  };
}
