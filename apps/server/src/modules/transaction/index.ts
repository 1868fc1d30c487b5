// The transaction module's public surface: other modules import from here, never its files.
export { TransactionModule } from './transaction.module.js';
export { TicketCounts } from './ticket-counts.service.js';
export { OrderTicketService } from './order-ticket.service.js';
export { GiftPreviewService } from './gift-preview.service.js';
export { NumberSubscriptionService } from './number-subscription.service.js';
