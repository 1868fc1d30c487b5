import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  ErrorCode,
  prizeKinds,
  prizeRules,
  type DrawResult,
  type PrizeCheck,
  type PrizeKind,
  type PrizeValue,
} from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { GameEventRepository, type GameEventRow } from './game-event.repository.js';
import { prizesWon } from './prize-matching.js';
import { PrizeTableRepository } from './prize-table.repository.js';
import { defaultPrizeValues } from './prize-values.js';

type PublishedDraw = GameEventRow & { results: NonNullable<GameEventRow['results']> };

/** Results by round or day, the prize table, and what a ticket number wins. */
@Injectable()
export class ResultsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameEvents: GameEventRepository,
    private readonly prizeTable: PrizeTableRepository,
  ) {}

  async prizeValues(agentId: string): Promise<PrizeValue[]> {
    return this.values(this.dataSource.manager, agentId);
  }

  async result(agentId: string, ref: { gameEventId?: string; date?: string }): Promise<DrawResult> {
    const manager = this.dataSource.manager;
    const draw = await this.published(manager, agentId, ref);
    const values = await this.values(manager, agentId);
    return {
      _id: draw.id,
      roundName: draw.round_name,
      drawDate: draw.draw_date,
      publishedAt: draw.published_at!.toISOString(),
      prizes: values.map((value) => ({ ...value, numbers: [...draw.results[value.kind]] })),
    };
  }

  async check(
    agentId: string,
    number: string,
    ref: { gameEventId?: string; date?: string },
  ): Promise<PrizeCheck> {
    const manager = this.dataSource.manager;
    const draw = await this.published(manager, agentId, ref);
    const values = new Map((await this.values(manager, agentId)).map((v) => [v.kind, v]));
    return {
      number,
      gameEventId: draw.id,
      drawDate: draw.draw_date,
      wins: prizesWon(number, draw.results).map((win) => ({
        kind: win.kind,
        number: win.number,
        baht: values.get(win.kind)!.baht,
        payout: values.get(win.kind)!.payout,
      })),
    };
  }

  /** Unknown draw 1007; a draw without published results 1009. */
  private async published(
    manager: EntityManager,
    agentId: string,
    ref: { gameEventId?: string; date?: string },
  ): Promise<PublishedDraw> {
    const draw = await this.gameEvents.find(manager, agentId, ref);
    if (!draw) {
      // Without a reference the shop simply has no published draw yet.
      throw new AppError(
        ref.gameEventId || ref.date ? ErrorCode.GameEventNotFound : ErrorCode.CannotGetReward,
      );
    }
    if (!draw.results || !draw.published_at) throw new AppError(ErrorCode.CannotGetReward);
    return draw as PublishedDraw;
  }

  private async values(manager: EntityManager, agentId: string): Promise<PrizeValue[]> {
    const rows = await this.prizeTable.forAgent(manager, agentId);
    const stored = new Map(rows.map((row) => [row.kind, row]));
    return prizeKinds.map((kind: PrizeKind) => {
      const row = stored.get(kind);
      const bahtCents = row ? Number(row.baht_cents) : defaultPrizeValues[kind].bahtCents;
      const payoutCents = row ? Number(row.payout_cents) : defaultPrizeValues[kind].payoutCents;
      return {
        kind,
        count: prizeRules[kind].count,
        baht: centsToDecimal(bahtCents),
        payout: centsToDecimal(payoutCents),
      };
    });
  }
}
