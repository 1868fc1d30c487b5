import { Global, Module } from '@nestjs/common';
import { IdempotencyKeyRepository } from './idempotency-key.repository.js';
import { IdempotencySweep } from './idempotency-sweep.js';
import { IdempotencyService } from './idempotency.service.js';

/** Safe retries of money calls (`Idempotency-Key`), for every module. */
@Global()
@Module({
  providers: [IdempotencyService, IdempotencyKeyRepository, IdempotencySweep],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
