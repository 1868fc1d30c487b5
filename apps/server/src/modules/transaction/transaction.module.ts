import { Module } from '@nestjs/common';
import { UploadModule } from '../../common/upload/upload.module.js';
import { LimitModule } from '../limit/index.js';
import { PaymentModule } from '../payment/index.js';
import { CheckoutService } from './checkout.service.js';
import { MyTicketsService } from './my-tickets.service.js';
import { OrderRepository } from './order.repository.js';
import { OrderTicketService } from './order-ticket.service.js';
import { TicketCounts } from './ticket-counts.service.js';
import { TicketRepository } from './ticket.repository.js';
import { TicketDeliveryController, TransactionController } from './transaction.controller.js';

/** Checkout, orders, my tickets and ticket delivery (identity photos: common/upload). */
@Module({
  imports: [PaymentModule, UploadModule, LimitModule],
  controllers: [TransactionController, TicketDeliveryController],
  providers: [
    CheckoutService,
    MyTicketsService,
    OrderTicketService,
    OrderRepository,
    TicketRepository,
    TicketCounts,
  ],
  exports: [TicketCounts],
})
export class TransactionModule {}
