import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StockRepository, type SoldSheet } from './stock.repository.js';

export type { SoldSheet };

/**
 * What the prize module asks of the stock when a draw's results are published: the sold sheets
 * awaiting their result (locked), and each one's reward status once settled (1 no prize, 2 won).
 * Runs in the caller's transaction.
 */
@Injectable()
export class SheetResults {
  constructor(private readonly stock: StockRepository) {}

  awaiting(manager: EntityManager, drawId: string): Promise<SoldSheet[]> {
    return this.stock.awaitingResult(manager, drawId);
  }

  async record(manager: EntityManager, result: { won: string[]; lost: string[] }): Promise<void> {
    await this.stock.setRewardStatus(manager, result.lost, 1);
    await this.stock.setRewardStatus(manager, result.won, 2);
  }
}

/** What the shelf module asks of the stock: a shelf's tag renamed or removed on its products. */
@Injectable()
export class ProductTags {
  constructor(private readonly stock: StockRepository) {}

  rename(manager: EntityManager, agentId: string, from: string, to: string | null): Promise<void> {
    return this.stock.renameTag(manager, agentId, from, to);
  }
}
