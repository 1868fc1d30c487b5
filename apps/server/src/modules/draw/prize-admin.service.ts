import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  type AdminPrize,
  type CreditPrizeRequest,
  type Page,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { pageOfSql, type Paging } from '../../common/db/page-of.js';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { PrizeSettlementService } from './prize-settlement.service.js';

interface PrizeRow {
  sheet_id: string;
  kind: AdminPrize['kind'];
  number: string;
  amount: string;
  status: AdminPrize['status'];
  game_event_id: string;
  round_name: string;
  member_id: string;
  username: string;
  name: string;
  settled_at: Date;
  credited_at: Date | null;
}

/** The admin's view of prizes won, and paying the ones that wait (above the automatic limit). */
@Injectable()
export class PrizeAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settlement: PrizeSettlementService,
    private readonly audit: AuditRepository,
  ) {}

  async list(
    admin: CurrentMember,
    query: Paging & { status: 'waiting' | 'credited' | 'all'; gameEventId?: string },
  ): Promise<Page<AdminPrize>> {
    const { rows, total } = await pageOfSql<PrizeRow>(
      this.dataSource.manager,
      {
        select: `p.sheet_id::text, p.kind, p.number, p.amount::text, p.status,
                 p.game_event_id::text, g.round_name, p.member_id::text, m.username, m.name,
                 p.settled_at, p.credited_at`,
        from: `FROM ticket_prize p
               JOIN game_event g ON g.id = p.game_event_id
               JOIN member m ON m.id = p.member_id`,
        where: `p.agent_id = $1 AND ($2::bigint IS NULL OR p.game_event_id = $2)
                AND ($3 = 'all' OR p.status = $3)`,
        orderBy: 'p.game_event_id DESC, p.amount DESC, p.sheet_id, p.kind',
        params: [admin.agentId, query.gameEventId ?? null, query.status],
      },
      query,
    );
    return {
      items: rows.map((row) => ({
        sheetId: row.sheet_id,
        kind: row.kind,
        number: row.number,
        amount: centsToDecimal(Number(row.amount)),
        status: row.status,
        gameEventId: row.game_event_id,
        roundName: row.round_name,
        member: { userId: row.member_id, username: row.username, name: row.name },
        settledAt: new Date(row.settled_at).toISOString(),
        creditedAt: row.credited_at ? new Date(row.credited_at).toISOString() : null,
      })),
      total,
    };
  }

  async credit(admin: CurrentMember, prize: CreditPrizeRequest & { sheetId: string }) {
    return this.dataSource.transaction(async (manager) => {
      const paid = await this.settlement.creditWaiting(manager, admin.agentId, prize, admin.id);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'prize.credit',
        targetId: paid.memberId,
        detail: { sheetId: prize.sheetId, kind: prize.kind, amount: centsToDecimal(paid.amount) },
      });
      return { sheetId: prize.sheetId, kind: prize.kind, amount: centsToDecimal(paid.amount) };
    });
  }
}
