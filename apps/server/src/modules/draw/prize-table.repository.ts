import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PrizeKind } from '@lottery/contracts';

export interface PrizeTableRow {
  kind: PrizeKind;
  baht_cents: string;
  payout_cents: string;
}

@Injectable()
export class PrizeTableRepository {
  async forAgent(manager: EntityManager, agentId: string): Promise<PrizeTableRow[]> {
    return manager.query(
      `SELECT kind, baht_cents::text AS baht_cents, payout_cents::text AS payout_cents
         FROM prize_table WHERE agent_id = $1 ORDER BY sort`,
      [agentId],
    );
  }
}
