import { Inject, Injectable } from '@nestjs/common';
import {
  breakDays,
  centsToDecimal,
  ErrorCode,
  limitAmountRule,
  amountCents,
  type LimitState,
  type SpendingLimits,
} from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import type { SetLimitsDto } from './dto/limit.dto.js';
import { MemberLimit } from './entities/member-limit.entity.js';
import {
  changeLimit,
  limitAt,
  spendingRefusal,
  startBreak,
  type StoredLimit,
} from './limit-rules.js';
import { LimitRepository } from './limit.repository.js';

const dailyOf = (row: MemberLimit): StoredLimit => ({
  amount: row.daily,
  next: row.nextDaily,
  nextAt: row.nextDailyAt,
});
const monthlyOf = (row: MemberLimit): StoredLimit => ({
  amount: row.monthly,
  next: row.nextMonthly,
  nextAt: row.nextMonthlyAt,
});

function emptyRow(memberId: string): MemberLimit {
  return Object.assign(new MemberLimit(), {
    memberId,
    daily: null,
    monthly: null,
    nextDaily: null,
    nextDailyAt: null,
    nextMonthly: null,
    nextMonthlyAt: null,
    breakUntil: null,
  });
}

const money = (amount: number | null) => (amount === null ? null : centsToDecimal(amount));

function stateOf(limit: StoredLimit, now: Date): LimitState {
  const current = limitAt(limit, now);
  return {
    amount: money(current.amount),
    next: current.nextAt && { amount: money(current.next), from: current.nextAt.toISOString() },
  };
}

/** What a member may still spend: cents left today and this month (null: no limit). */
export interface SpendingLeft {
  daily: number | null;
  monthly: number | null;
  breakUntil: Date | null;
  refusal: ErrorCode | null;
}

/**
 * Responsible play: a member's own limits and breaks. Checkout's check is the SQL function
 * `limit_assert_may_spend` (migration 2800000000002), which `checkout_buy` calls.
 */
@Injectable()
export class LimitService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: LimitRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The member's limits, a waiting raise, the break and what was spent today and this month. */
  async view(memberId: string, manager = this.dataSource.manager): Promise<SpendingLimits> {
    const now = this.clock.now();
    const row = (await this.limits.find(manager, memberId)) ?? emptyRow(memberId);
    const spent = await this.limits.spent(manager, memberId, now);
    return {
      daily: stateOf(dailyOf(row), now),
      monthly: stateOf(monthlyOf(row), now),
      breakUntil: row.breakUntil && row.breakUntil > now ? row.breakUntil.toISOString() : null,
      spentToday: centsToDecimal(spent.today),
      spentThisMonth: centsToDecimal(spent.month),
    };
  }

  /** An admin's view of one member of the shop (5029 for anyone else). */
  async viewFor(admin: CurrentMember, userId: string): Promise<SpendingLimits> {
    const manager = this.dataSource.manager;
    if (!(await this.limits.isMemberOf(manager, admin.agentId, userId)))
      throw new AppError(ErrorCode.InvalidUser);
    return this.view(userId, manager);
  }

  /** Lower at once, raise (or remove) after a day, a break never shortened; one transaction. */
  async set(memberId: string, body: SetLimitsDto): Promise<SpendingLimits> {
    if (body.breakDays !== undefined && !breakDays.includes(body.breakDays))
      throw new AppError(ErrorCode.InvalidLimit, { breakDays: String(ErrorCode.InvalidLimit) });
    return this.dataSource.transaction(async (manager) => {
      await this.limits.lockMember(manager, memberId);
      const now = this.clock.now();
      const row = (await this.limits.find(manager, memberId)) ?? emptyRow(memberId);
      if (body.daily !== undefined) {
        const daily = changeLimit(dailyOf(row), centsOf(body.daily), now);
        Object.assign(row, {
          daily: daily.amount,
          nextDaily: daily.next,
          nextDailyAt: daily.nextAt,
        });
      }
      if (body.monthly !== undefined) {
        const monthly = changeLimit(monthlyOf(row), centsOf(body.monthly), now);
        Object.assign(row, {
          monthly: monthly.amount,
          nextMonthly: monthly.next,
          nextMonthlyAt: monthly.nextAt,
        });
      }
      if (body.breakDays !== undefined) {
        const until = startBreak(row.breakUntil, body.breakDays, now);
        if (!(until instanceof Date)) throw new AppError(until);
        row.breakUntil = until;
      }
      row.updatedAt = now;
      await this.limits.save(manager, row);
      return this.view(memberId, manager);
    });
  }

  /**
   * What the member's limits leave to spend (cents, null: no such limit), the break, and the code
   * checkout would refuse `total` with now (null: none). Read without a lock: the cart's quote.
   */
  async leftToSpend(
    manager: EntityManager,
    memberId: string,
    total: number,
  ): Promise<SpendingLeft> {
    const row = await this.limits.find(manager, memberId);
    if (!row) return { daily: null, monthly: null, breakUntil: null, refusal: null };
    const now = this.clock.now();
    const spent = await this.limits.spent(manager, memberId, now);
    const limits = { daily: dailyOf(row), monthly: monthlyOf(row), breakUntil: row.breakUntil };
    const left = (limit: StoredLimit, spentSoFar: number) => {
      const amount = limitAt(limit, now).amount;
      return amount === null ? null : Math.max(0, amount - spentSoFar);
    };
    return {
      daily: left(limits.daily, spent.today),
      monthly: left(limits.monthly, spent.month),
      breakUntil: row.breakUntil && row.breakUntil > now ? row.breakUntil : null,
      refusal: spendingRefusal(limits, spent, total, now),
    };
  }
}

/** '' (no limit) or an amount the DTO has checked, in cents. */
function centsOf(value: string): number | null {
  return value === '' ? null : (amountCents(limitAmountRule, value) ?? null);
}
