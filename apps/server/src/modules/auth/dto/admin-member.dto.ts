import { ErrorCode, idRule, plainText, type PrefixPayment } from '@lottery/contracts';
import { BooleanField, EnumField, IdField, TextField } from '../../../common/validation/fields.js';
import { PagingDto } from '../../../common/validation/paging.dto.js';

export { PagingDto };

export class MemberListDto extends PagingDto {
  @TextField(plainText(ErrorCode.BadRequest, 50), {
    optional: 'or-empty',
    description: 'Part of the phone or the name',
  })
  q?: string;
}

const userId = idRule(ErrorCode.InvalidUser, ErrorCode.MissingUserId);

export class LockMemberDto {
  @IdField(userId)
  userId!: string;

  @BooleanField({ missing: ErrorCode.MissingField, invalid: ErrorCode.BadRequest })
  locked!: boolean;
}

export class SetRoleDto {
  @IdField(userId)
  userId!: string;

  @EnumField(['member', 'admin'], {
    missing: ErrorCode.MissingField,
    invalid: ErrorCode.BadRequest,
  })
  role!: 'member' | 'admin';
}

export class SetPaymentTypeDto {
  @IdField(userId)
  userId!: string;

  @EnumField(['topup', 'other'], {
    missing: ErrorCode.MissingField,
    invalid: ErrorCode.BadRequest,
  })
  prefixPayment!: PrefixPayment;
}
