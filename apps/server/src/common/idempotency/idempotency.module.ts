import { Global, Module } from '@nestjs/common';
import { IdempotencyService } from './idempotency.service.js';

/** Safe retries of money calls (`Idempotency-Key`), for every module. */
@Global()
@Module({ providers: [IdempotencyService], exports: [IdempotencyService] })
export class IdempotencyModule {}
