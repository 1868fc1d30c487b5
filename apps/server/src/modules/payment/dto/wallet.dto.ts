// Request bodies of the member's wallet and of the payment provider's callback.
import { depositAmountRule, walletRules } from '@lottery/contracts';
import { IntersectionType } from '@nestjs/swagger';
import { AmountField, TextField } from '../../../common/validation/fields.js';
import { PagingDto } from '../../../common/validation/paging.dto.js';
import { stepUpTokenRule } from '../../../common/session/step-up-proofs.js';
import { DaysDto } from './days.dto.js';

export class DepositDto {
  @AmountField(depositAmountRule, { description: 'USD, no minimum', example: '25.00' })
  amt!: string;
}

/** A member with a passkey confirms a withdrawal with it (passkey/stepUp's proof). */
export class WithdrawDto {
  @TextField(stepUpTokenRule, {
    optional: 'or-empty',
    description: 'passkey/stepUp proof: needed when the member has a passkey (else 5104)',
  })
  stepUpToken?: string;
}

export class RefIdDto {
  @TextField(walletRules.refId)
  RefId!: string;
}

/** A page of the member's deposits or withdrawals made on the given days, newest first. */
export class HistoryDto extends IntersectionType(DaysDto, PagingDto) {}

export class PaymentCallbackDto extends RefIdDto {
  @AmountField(depositAmountRule, { description: 'Must equal the deposit (else 6007)' })
  amt!: string;

  @TextField(walletRules.providerRef, {
    optional: 'or-empty',
    description: "The provider's own id of the transfer",
  })
  providerRef?: string;
}
