// Request bodies of the admin's side of the wallet (`/api/company/payment/...`).
import {
  ErrorCode,
  walletQueueStatuses,
  walletRules,
  type WalletQueueStatus,
} from '@lottery/contracts';
import { AmountField, EnumField, IdField, TextField } from '../../../common/validation/fields.js';
import { PagingDto } from '../../../common/validation/paging.dto.js';
import { DaysDto } from './days.dto.js';
import { RefIdDto } from './wallet.dto.js';

/** The ledger's entries of the given days, as CSV. */
export class LedgerExportDto extends DaysDto {}

/** A page of the deposits or withdrawals queue, newest first. */
export class WalletQueueDto extends PagingDto {
  @EnumField(
    walletQueueStatuses,
    { missing: ErrorCode.BadRequest, invalid: ErrorCode.BadRequest },
    { optional: true, description: "Default 'pending'; 'all' for every status" },
  )
  status?: WalletQueueStatus;

  @TextField(walletRules.phonePart, {
    optional: 'or-empty',
    description: "The member's phone number or part of it",
  })
  q?: string;
}

export class PayWithdrawalDto extends RefIdDto {
  @TextField(walletRules.bankReference)
  bankReference!: string;
}

export class RejectWithdrawalDto extends RefIdDto {
  @TextField(walletRules.reason)
  reason!: string;
}

export class AdjustBalanceDto {
  @IdField(walletRules.userId)
  userId!: string;

  @AmountField(walletRules.adjustment, {
    description: 'Signed USD: negative takes money, at most 100000.00 either way',
    example: '-1.50',
  })
  amt!: string;

  @TextField(walletRules.reason, { example: 'Refund of a duplicate transfer' })
  reason!: string;
}
