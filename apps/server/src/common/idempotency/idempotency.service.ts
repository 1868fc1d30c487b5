import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../errors/app-error.js';
import { IdempotencyKeyRepository } from './idempotency-key.repository.js';

export interface IdempotentRequest {
  memberId: string;
  /** The call, so one key may be reused across different calls without clashing. */
  scope: string;
  /** The `Idempotency-Key` header; without one the work simply runs. */
  key: string | undefined;
  /** The validated request body: a key sent again with a different body is 4090. */
  body: unknown;
}

/**
 * JSON with object keys sorted (by UTF-16 code units), so the same request always hashes the
 * same; undefined fields are left out and undefined list items are null. The hashes are stored
 * with the keys, so the text must never change (the spec pins one). Written
 * as loops: it runs on every checkout, and the entries/filter/sort/map version showed in the
 * profile.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) text += ',';
      text += canonicalJson(value[index]);
    }
    return `${text}]`;
  }
  const fields = value as Record<string, unknown>;
  let text = '{';
  for (const key of Object.keys(fields).sort()) {
    const item = fields[key];
    if (item === undefined) continue;
    if (text.length > 1) text += ',';
    text += `${JSON.stringify(key)}:${canonicalJson(item)}`;
  }
  return `${text}}`;
}

/**
 * Makes a money call safe to retry (ARCHITECTURE.md, Idempotency). Runs inside the caller's
 * transaction: the key is claimed first, so a second request with the same key waits on the
 * first one's row until it commits and then replays its answer. When the work fails, the
 * transaction rolls back, the key with it, and a retry runs afresh.
 *
 * The key's row has a foreign key to the member, so claiming it holds KEY SHARE on the member's
 * row until the transaction ends: the work must not then ask FOR UPDATE on that row (two such
 * requests deadlock); FOR NO KEY UPDATE, which the ledger's balance update takes, is the lock.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly keys: IdempotencyKeyRepository) {}

  /** What a key remembers of its request: a key sent again with another body is 4090. */
  requestHash(body: unknown): string {
    return createHash('sha256').update(canonicalJson(body)).digest('hex');
  }

  async once<T>(
    manager: EntityManager,
    request: IdempotentRequest,
    work: () => Promise<T>,
  ): Promise<T> {
    if (request.key === undefined) return work();
    const hash = this.requestHash(request.body);
    const id = { memberId: request.memberId, scope: request.scope, key: request.key };
    if (!(await this.keys.claim(manager, id, hash))) {
      const stored = await this.keys.find(manager, id);
      if (!stored || stored.requestHash !== hash)
        throw new AppError(ErrorCode.IdempotencyKeyReused);
      return stored.response as T;
    }
    const answer = await work();
    await this.keys.saveResponse(manager, id, answer);
    return answer;
  }
}
