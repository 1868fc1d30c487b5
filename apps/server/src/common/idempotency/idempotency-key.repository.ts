import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IdempotencyKey } from './idempotency-key.entity.js';

export type KeyId = Pick<IdempotencyKey, 'memberId' | 'scope' | 'key'>;

@Injectable()
export class IdempotencyKeyRepository {
  /**
   * Claims the key for this request; false when it was claimed before. A second request with the
   * same key waits here on the first one's row until that transaction ends.
   */
  async claim(manager: EntityManager, id: KeyId, requestHash: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(IdempotencyKey)
      .values({ ...id, requestHash, response: () => "'null'::jsonb" })
      .orIgnore()
      .returning(['key'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  find(manager: EntityManager, id: KeyId): Promise<IdempotencyKey | null> {
    return manager.findOneBy(IdempotencyKey, id);
  }

  async saveResponse(manager: EntityManager, id: KeyId, response: unknown): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(IdempotencyKey)
      .set({ response: () => 'CAST(:response AS jsonb)' })
      .where(id)
      .setParameter('response', JSON.stringify(response ?? null))
      .execute();
  }
}
