import { Module } from '@nestjs/common';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import { BankController } from './bank.controller.js';
import { BankRepository } from './bank.repository.js';
import { LedgerService } from './ledger.service.js';

/**
 * Payments: the ledger (the only writer of balances), the wallet, and the banks members are paid
 * to. Exports the ledger and idempotency for checkout.
 */
@Module({
  controllers: [BankController],
  providers: [BankRepository, LedgerService, IdempotencyService],
  exports: [LedgerService, IdempotencyService],
})
export class PaymentModule {}
