import { PushModule } from '../push/index.js';
import { Module } from '@nestjs/common';
import { UploadModule } from '../../common/upload/upload.module.js';
import { CertificateModule } from '../certificate/index.js';
import { PaymentModule } from '../payment/index.js';
import { CheckoutCall } from './checkout-call.js';
import { CheckoutService } from './checkout.service.js';
import { GiftController, GiftLinkController } from './gift.controller.js';
import { GiftPreviewService } from './gift-preview.service.js';
import { GiftQueryService } from './gift-query.service.js';
import { GiftRepository } from './gift.repository.js';
import { GiftService } from './gift.service.js';
import { NumberSubscriptionService } from './number-subscription.service.js';
import { SubscriptionAdminController, SubscriptionController } from './subscription.controller.js';
import { MyTicketsRepository } from './my-tickets.repository.js';
import { MyTicketsService } from './my-tickets.service.js';
import { OrderTicketService } from './order-ticket.service.js';
import { TicketCounts } from './ticket-counts.service.js';
import { TicketRepository } from './ticket.repository.js';
import { TicketDeliveryController, TransactionController } from './transaction.controller.js';

/** Checkout, orders, my tickets, gifts (who owns a sold sheet) and ticket delivery (identity photos: common/upload). */
@Module({
  imports: [PaymentModule, UploadModule, CertificateModule, PushModule],
  controllers: [
    TransactionController,
    TicketDeliveryController,
    GiftController,
    GiftLinkController,
    SubscriptionController,
    SubscriptionAdminController,
  ],
  providers: [
    CheckoutService,
    CheckoutCall,
    MyTicketsService,
    MyTicketsRepository,
    OrderTicketService,
    TicketRepository,
    TicketCounts,
    GiftService,
    GiftQueryService,
    GiftPreviewService,
    GiftRepository,
    NumberSubscriptionService,
  ],
  exports: [TicketCounts, OrderTicketService, GiftPreviewService, NumberSubscriptionService],
})
export class TransactionModule {}
