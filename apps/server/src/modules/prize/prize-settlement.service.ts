import { Inject, Injectable } from '@nestjs/common';
import type { PrizeKind } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LedgerService } from '../payment/index.js';
import { SheetResults, type SoldSheet } from '../stock/index.js';
import { prizesWon, type DrawResults } from './prize-matching.js';
import { PrizeTable } from './prize-table.js';
import { TicketPrizeRepository, type NewPrize } from './ticket-prize.repository.js';

export interface Settlement {
  /** Sold sheets settled now (awaiting their result until this run). */
  tickets: number;
  /** Prizes won by them (a sheet can win several). */
  prizes: number;
  /** Of those, credited to their owners' balances at once. */
  credited: number;
  /** Of those, above the automatic limit: waiting for an admin. */
  waiting: number;
}

/** A settlement recorded, its credits not yet posted (`creditPrizes`, last before commit). */
export interface RecordedSettlement {
  summary: Settlement;
  toCredit: NewPrize[];
}

/**
 * The prizes each sheet wins, one per kind: a winning number listed twice in a kind (two equal
 * "first three" numbers) pays twice, so a kind's amount is its payout times its matches. Up to
 * `limit` cents a prize is credited at once; above it, it waits for an admin.
 */
export function prizesOf(
  sheets: SoldSheet[],
  results: DrawResults,
  payout: (kind: PrizeKind) => number,
  limit: number,
): NewPrize[] {
  return sheets.flatMap((sheet) => {
    const matches = new Map<PrizeKind, number>();
    for (const { kind } of prizesWon(sheet.number, results))
      matches.set(kind, (matches.get(kind) ?? 0) + 1);
    return [...matches].map(([kind, times]) => {
      const amount = payout(kind) * times;
      return {
        sheetId: sheet.id,
        kind,
        memberId: sheet.ownerId,
        number: sheet.number,
        amount,
        status: amount <= limit ? ('credited' as const) : ('waiting' as const),
      };
    });
  });
}

/**
 * Settles a draw when its results are published (PRODUCT.md, Results and prizes): each sold sheet
 * gets its reward status (1 no prize, 2 won), each prize a `ticket_prize` row, and prizes up to
 * the configured limit are credited to the owner through the ledger. Runs inside the publishing
 * transaction; settling again finds no sheet awaiting its result and no prize it could pay twice.
 * Two steps: `settle` records, `creditPrizes` pays. Paying locks each winner's member row until
 * the transaction ends (a winner's own checkout waits for it, seen on the draw-day bench), so
 * the publisher pays last, right before commit, not before its notices and audit line.
 */
@Injectable()
export class PrizeSettlement {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly sheets: SheetResults,
    private readonly table: PrizeTable,
    private readonly ticketPrizes: TicketPrizeRepository,
  ) {}

  async settle(
    manager: EntityManager,
    agentId: string,
    gameEventId: string,
    results: DrawResults,
  ): Promise<RecordedSettlement> {
    const sold = await this.sheets.awaiting(manager, gameEventId);
    const payouts = new Map(
      (await this.table.amounts(manager, agentId)).map((row) => [row.kind, row.payoutCents]),
    );
    const won = prizesOf(
      sold,
      results,
      (kind) => payouts.get(kind)!,
      this.config.prizeAutoCreditCents,
    );
    const winners = new Set(won.map((prize) => prize.sheetId));
    await this.sheets.record(manager, {
      won: [...winners],
      lost: sold.filter((sheet) => !winners.has(sheet.id)).map((sheet) => sheet.id),
    });
    const recorded = await this.ticketPrizes.insertNew(manager, { agentId, gameEventId }, won);
    const toCredit = recorded.filter((prize) => prize.status === 'credited' && prize.amount !== 0);
    return {
      summary: {
        tickets: sold.length,
        prizes: recorded.length,
        credited: toCredit.length,
        waiting: recorded.filter((prize) => prize.status === 'waiting').length,
      },
      toCredit,
    };
  }

  /**
   * Credits the settled prizes to their owners, in one round trip: the winners' rows stay
   * locked from here until the publication commits.
   */
  async creditPrizes(manager: EntityManager, agentId: string, toCredit: NewPrize[]): Promise<void> {
    await this.ledger.credit(
      manager,
      { agentId, kind: 'prize' },
      toCredit.map((prize) => ({
        memberId: prize.memberId,
        amount: prize.amount,
        reference: `prize:${prize.sheetId}:${prize.kind}`,
      })),
    );
  }
}
