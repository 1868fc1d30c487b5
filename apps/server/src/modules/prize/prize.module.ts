import { Module } from '@nestjs/common';
import { PaymentModule } from '../payment/index.js';
import { StockModule } from '../stock/index.js';
import { MyPrizesController } from './my-prizes.controller.js';
import { MyPrizesRepository } from './my-prizes.repository.js';
import { MyPrizesService } from './my-prizes.service.js';
import { PrizeAdminService } from './prize-admin.service.js';
import { PrizeAdminController } from './prize-admin.controller.js';
import { PrizeController } from './prize.controller.js';
import { PrizeSettlement } from './prize-settlement.service.js';
import { PrizeTable } from './prize-table.js';
import { PrizeTableRepository } from './prize-table.repository.js';
import { TicketPrizeRepository } from './ticket-prize.repository.js';

/**
 * Prizes: the prize table (public), the rules of a result set, settling a published draw (reward
 * statuses through the stock's `SheetResults`, prizes credited through the ledger) and the
 * admin's queue of prizes that wait. The draw module asks `PrizeTable` and `PrizeSettlement`.
 */
@Module({
  imports: [PaymentModule, StockModule],
  controllers: [PrizeController, PrizeAdminController, MyPrizesController],
  providers: [
    PrizeTableRepository,
    TicketPrizeRepository,
    PrizeTable,
    PrizeSettlement,
    PrizeAdminService,
    MyPrizesRepository,
    MyPrizesService,
  ],
  exports: [PrizeTable, PrizeSettlement],
})
export class PrizeModule {}
