// The two lists deposits and withdrawals both have, written once over their common columns
// (entities/wallet-request.ts): the member's history and the admin's queue.
import type { WalletQueueStatus } from '@lottery/contracts';
import type {
  EntityManager,
  EntityTarget,
  FindOptionsWhere,
  QueryDeepPartialEntity,
  SelectQueryBuilder,
} from 'typeorm';
import { pageOf, type PageOf, type Paging } from '../../common/db/page-of.js';
import type { WalletRequest } from './entities/wallet-request.js';

/** Bangkok days, both included, as YYYY-MM-DD. */
export interface Days {
  from: string;
  to: string;
}

export interface QueueFilter {
  agentId: string;
  status: WalletQueueStatus;
  /** Part of the member's phone number ('' for every member). */
  phonePart: string;
}

/**
 * `column` (a timestamptz, the caller's own SQL) within Bangkok days `:from` to `:to`, both
 * included: the parameters are a `Days`.
 */
export function onBangkokDays(column: string): string {
  return `${column} >= CAST(:from AS date)::timestamp AT TIME ZONE 'Asia/Bangkok'
      AND ${column} < (CAST(:to AS date) + 1)::timestamp AT TIME ZONE 'Asia/Bangkok'`;
}

/** Inserts a request and reads it back whole (its defaults and computed columns filled in). */
export async function insertRequest<T extends WalletRequest>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  values: QueryDeepPartialEntity<T>,
): Promise<T> {
  const { identifiers } = await manager.insert(entity, values);
  const id = String(identifiers[0]!.id);
  return manager.findOneByOrFail(entity, { id } as FindOptionsWhere<T>);
}

function newestFirst<T extends WalletRequest>(query: SelectQueryBuilder<T>, paging: Paging) {
  return pageOf(query.orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC'), paging);
}

/** A member's requests made on the given days, newest first. */
export function historyPage<T extends WalletRequest>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  memberId: string,
  days: Days,
  paging: Paging,
): Promise<PageOf<T>> {
  const query = manager
    .createQueryBuilder(entity, 'r')
    .where('r.memberId = :memberId', { memberId })
    .andWhere(onBangkokDays('r.created_at'), days);
  return newestFirst(query, paging);
}

/**
 * One shop's requests by status ('all' for every one) and part of the member's phone, newest
 * first. `statusIs` adds the entity's own condition for a status other than 'all'.
 */
export function queuePage<T extends WalletRequest>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  filter: QueueFilter,
  paging: Paging,
  statusIs: (query: SelectQueryBuilder<T>, status: Exclude<WalletQueueStatus, 'all'>) => void,
): Promise<PageOf<T>> {
  const query = manager.createQueryBuilder(entity, 'r').where('r.agentId = :agentId', filter);
  if (filter.status !== 'all') statusIs(query, filter.status);
  if (filter.phonePart) {
    query.andWhere(
      'r.member_id IN (SELECT id FROM member WHERE agent_id = :agentId AND strpos(username, :phonePart) > 0)',
      filter,
    );
  }
  return newestFirst(query, paging);
}
