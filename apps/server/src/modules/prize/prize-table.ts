import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  ErrorCode,
  prizeKinds,
  prizeRules,
  type PrizeKind,
  type PrizeValue,
  type PrizeWinItem,
} from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { PublicReads } from '../../common/db/public-reads.js';
import { AppError } from '../../common/errors/app-error.js';
import { prizesWon, resultProblems, type DrawResults } from './prize-matching.js';
import { PrizeTableRow } from './entities/prize-table.entity.js';
import { PrizeTableRepository } from './prize-table.repository.js';
import { defaultPrizeValues } from './prize-values.js';

export type { DrawResults };

/** What one ticket wins with a prize kind, in cents: the official baht and the shop's payout. */
export interface PrizeAmount {
  kind: PrizeKind;
  bahtCents: number;
  payoutCents: number;
}

/**
 * The shop's prize table and the rules of a result set: what the public pages show, what a
 * number wins, whether results can be published. The one place a prize's amount comes from (a
 * shop without its own table gets the official amounts), for the pages and for settlement alike.
 */
@Injectable()
export class PrizeTable {
  constructor(
    private readonly reads: PublicReads,
    private readonly table: PrizeTableRepository,
  ) {}

  /** `/revardValue`: the table as visitors see it. */
  show(agentId: string): Promise<PrizeValue[]> {
    return this.reads.run((manager) => this.values(manager, agentId));
  }

  /** Every kind, in prize-table order. */
  async amounts(manager: EntityManager, agentId: string): Promise<PrizeAmount[]> {
    const stored = new Map(
      (await this.table.forAgent(manager, agentId)).map((row) => [row.kind, row]),
    );
    return prizeKinds.map((kind) => {
      const { bahtCents, payoutCents } = stored.get(kind) ?? defaultPrizeValues[kind];
      return { kind, bahtCents, payoutCents };
    });
  }

  /**
   * An admin's new payout for one kind, for the draws published from now on (settlement reads
   * the table when results are published). A shop without its own table gets one, from the
   * official amounts. Answers the old payout, for the audit log.
   */
  async setPayout(
    manager: EntityManager,
    agentId: string,
    kind: PrizeKind,
    payoutCents: number,
  ): Promise<number> {
    await this.table.lock(manager, agentId);
    const amounts = await this.amounts(manager, agentId);
    const index = amounts.findIndex((amount) => amount.kind === kind);
    const current = amounts[index]!;
    await this.table.save(
      manager,
      Object.assign(new PrizeTableRow(), {
        agentId,
        kind,
        sort: index + 1,
        bahtCents: current.bahtCents,
        payoutCents,
      }),
    );
    return current.payoutCents;
  }

  /** The table as `/revardValue` and the results show it. */
  async values(manager: EntityManager, agentId: string): Promise<PrizeValue[]> {
    return (await this.amounts(manager, agentId)).map(({ kind, bahtCents, payoutCents }) => ({
      kind,
      count: prizeRules[kind].count,
      baht: centsToDecimal(bahtCents),
      payout: centsToDecimal(payoutCents),
    }));
  }

  /** Every prize `number` wins in `results`, with its amounts (`values` of the same shop). */
  wins(values: PrizeValue[], number: string, results: DrawResults): PrizeWinItem[] {
    const byKind = new Map(values.map((value) => [value.kind, value]));
    return prizesWon(number, results).map((win) => ({
      kind: win.kind,
      number: win.number,
      baht: byKind.get(win.kind)!.baht,
      payout: byKind.get(win.kind)!.payout,
    }));
  }

  /**
   * A result set fit to publish, or 1017 naming each kind with the wrong count or shape of
   * numbers (or neighbours that are not the first prize's).
   */
  publishable(results: Partial<Record<string, unknown>>): DrawResults {
    const problems = resultProblems(results);
    if (problems.length) {
      throw new AppError(
        ErrorCode.IncompatibleReward,
        Object.fromEntries(problems.map((kind) => [kind, String(ErrorCode.IncompatibleReward)])),
      );
    }
    // Only the prize kinds, in prize-table order (whatever else the request carried).
    return Object.fromEntries(
      prizeKinds.map((kind) => [kind, [...(results[kind] as string[])]]),
    ) as unknown as DrawResults;
  }
}
