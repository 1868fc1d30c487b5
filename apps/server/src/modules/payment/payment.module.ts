import { Module } from '@nestjs/common';
import { BankController } from './bank.controller.js';
import { BankRepository } from './bank.repository.js';

/** Payments; for now the list of banks members can be paid to. */
@Module({
  controllers: [BankController],
  providers: [BankRepository],
})
export class PaymentModule {}
