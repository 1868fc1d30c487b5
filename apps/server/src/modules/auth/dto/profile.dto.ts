import { ErrorCode, plainText, rules, textRule } from '@lottery/contracts';
import { EnumField, TextField } from '../../../common/validation/fields.js';
import { stepUpTokenRule } from '../../../common/session/step-up-proofs.js';

/** A t.me link or an @handle (Telegram usernames: 5-32 letters, digits, underscores). */
const telegram = textRule({
  missing: ErrorCode.InvalidFormat,
  invalid: ErrorCode.InvalidFormat,
  max: 100,
  checks: [/^@[A-Za-z0-9_]{5,32}$|^(https?:\/\/)?t\.me\/[A-Za-z0-9_]{5,32}\/?$/],
  example: 'https://t.me/sokdara',
});

/** Absent fields stay as they are; '' clears the chat link or a bank field. */
export class UpdateProfileDto {
  @TextField(rules.name, { optional: true })
  name?: string;

  @TextField(telegram, { optional: 'or-empty' })
  telegram?: string;

  @TextField(rules.bankName, { optional: 'or-empty' })
  bankName?: string;

  @TextField(rules.accountName, { optional: 'or-empty' })
  accountName?: string;

  @TextField(rules.accountNumber, { optional: 'or-empty' })
  accountNumber?: string;

  @TextField(rules.otp, {
    optional: 'or-empty',
    description: "getOtp purpose 'bank'; needed to change the bank",
  })
  otp?: string;

  @TextField(stepUpTokenRule, {
    optional: 'or-empty',
    description: 'passkey/stepUp proof: needed instead of otp when the member has a passkey',
  })
  stepUpToken?: string;
}

export class SetNotiDto {
  @EnumField(['telegram', 'sms', 'none'], {
    missing: ErrorCode.InvalidNotificationType,
    invalid: ErrorCode.InvalidNotificationType,
  })
  type!: 'telegram' | 'sms' | 'none';
}

export class ChangePasswordDto {
  @TextField(plainText(ErrorCode.EnterCurrentPassword, 100))
  oldPassword!: string;

  @TextField({ ...rules.password, missing: ErrorCode.EnterNewPassword })
  newPassword!: string;
}
