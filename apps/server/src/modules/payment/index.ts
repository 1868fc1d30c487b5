// The payment module's public surface: other modules import from here, never its files.
export { PaymentModule } from './payment.module.js';
export { LedgerService } from './ledger.service.js';
