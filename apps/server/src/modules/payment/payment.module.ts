import { PushModule } from '../push/index.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { BakongCheckService } from './bakong/bakong-check.service.js';
import { BakongDevController } from './bakong/bakong-dev.controller.js';
import { bakongApiProvider, bakongStandInProvider } from './bakong/bakong.providers.js';
import { BakongRepository } from './bakong/bakong.repository.js';
import { BankController } from './bank.controller.js';
import { BankRepository } from './bank.repository.js';
import { CallbackSignatureGuard, keepRawCallbackBody } from './callback-signature.js';
import { DepositRepository } from './deposit.repository.js';
import { DepositService } from './deposit.service.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';
import { MemberAccountRepository } from './member-account.repository.js';
import { PaymentCallbackController } from './payment-callback.controller.js';
import { WalletAdminController } from './wallet-admin.controller.js';
import { WalletAdminService } from './wallet-admin.service.js';
import { WalletController } from './wallet.controller.js';
import { WithdrawalRepository } from './withdrawal.repository.js';
import { WithdrawalService } from './withdrawal.service.js';

/**
 * Payments: the ledger (the only writer of balances), the wallet, and the banks members are paid
 * to. Exports the ledger for checkout and prize settlement.
 */
@Module({
  imports: [PushModule],
  controllers: [
    BankController,
    WalletController,
    WalletAdminController,
    PaymentCallbackController,
    BakongDevController,
  ],
  providers: [
    BankRepository,
    LedgerService,
    LedgerRepository,
    MemberAccountRepository,
    DepositRepository,
    DepositService,
    WithdrawalRepository,
    WithdrawalService,
    WalletAdminService,
    CallbackSignatureGuard,
    bakongStandInProvider,
    bakongApiProvider,
    BakongRepository,
    BakongCheckService,
  ],
  exports: [LedgerService],
})
export class PaymentModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    keepRawCallbackBody(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
