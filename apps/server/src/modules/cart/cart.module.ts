import { Module } from '@nestjs/common';
import { LimitModule } from '../limit/index.js';
import { PaymentModule } from '../payment/index.js';
import { StockModule } from '../stock/index.js';
import { CartCheckController, CartController } from './cart.controller.js';
import { MemberCartRepository } from './member-cart.repository.js';
import { MemberCartService } from './member-cart.service.js';
import { QuoteService } from './quote.service.js';

/**
 * The cart's server side: the spec's re-check, the quote, and the member's cart kept on the
 * server. The only writer of `member_cart_line`; prices and stock come from stock's `ProductLookup`.
 */
@Module({
  imports: [StockModule, PaymentModule, LimitModule],
  controllers: [CartCheckController, CartController],
  providers: [MemberCartService, MemberCartRepository, QuoteService],
})
export class CartModule {}
