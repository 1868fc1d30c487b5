import { Injectable } from '@nestjs/common';
import { ErrorCode, type DrawResult, type PrizeCheck } from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { PublicReads } from '../../common/db/public-reads.js';
import { AppError } from '../../common/errors/app-error.js';
import { PrizeTable, type DrawResults } from '../prize/index.js';
import type { GameEvent } from './entities/game-event.entity.js';
import { GameEventRepository } from './game-event.repository.js';

type DrawRef = { gameEventId?: string; date?: string };
type PublishedDraw = GameEvent & { results: DrawResults; publishedAt: Date };

/** Published results by round or day, and what a ticket number wins in them. */
@Injectable()
export class ResultsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: PublicReads,
    private readonly draws: GameEventRepository,
    private readonly prizes: PrizeTable,
  ) {}

  /** `/resultLotto`: every kind, its numbers and amounts (from the replica when there is one). */
  result(agentId: string, ref: DrawRef): Promise<DrawResult> {
    return this.reads.run((manager) => this.resultOn(manager, agentId, ref));
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
    const draw = await this.published(manager, agentId, ref);
    const values = await this.prizes.values(manager, agentId);
    return {
      _id: draw.id,
      roundName: draw.roundName,
      drawDate: draw.drawDate,
      publishedAt: draw.publishedAt.toISOString(),
      prizes: values.map((value) => ({ ...value, numbers: [...draw.results[value.kind]] })),
    };
  }

  /** `/checkLottoPrizes`: every prize `number` wins (none: an empty list). */
  check(agentId: string, number: string, ref: DrawRef): Promise<PrizeCheck> {
    return this.reads.run((manager) => this.checkOn(manager, agentId, number, ref));
  }

  private async checkOn(
    manager: EntityManager,
    agentId: string,
    number: string,
    ref: DrawRef,
  ): Promise<PrizeCheck> {
    const draw = await this.published(manager, agentId, ref);
    const values = await this.prizes.values(manager, agentId);
    return {
      number,
      gameEventId: draw.id,
      drawDate: draw.drawDate,
      wins: this.prizes.wins(values, number, draw.results),
    };
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
