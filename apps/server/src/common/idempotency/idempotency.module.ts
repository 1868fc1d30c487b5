import { Global, Module } from '@nestjs/common';
import { IdempotencyKeyRepository } from './idempotency-key.repository.js';
import { IdempotencyService } from './idempotency.service.js';

/** Safe retries of money calls (`Idempotency-Key`), for every module. */
@Global()
@Module({
  providers: [IdempotencyService, IdempotencyKeyRepository],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
