// Request bodies of the accounts calls: each field one line, built from the shared field rules.
import { ErrorCode, plainText, rules } from '@lottery/contracts';
import { EnumField, TextField } from '../../../common/validation/fields.js';

const verifyToken = plainText(ErrorCode.PhoneNotVerified, 200);

export class GetOtpDto {
  @TextField(rules.phone, {
    optional: true,
    description: "For 'register' (then required); 'bank' sends to the member's own phone",
  })
  Tel?: string;

  @EnumField(
    ['register', 'bank'],
    { missing: ErrorCode.MissingField, invalid: ErrorCode.BadRequest },
    { optional: true, description: "Default 'register'; 'bank' needs the session" },
  )
  purpose?: 'register' | 'bank';
}

export class PhoneDto {
  @TextField(rules.phone)
  Tel!: string;
}

export class VerifyOtpDto extends PhoneDto {
  @TextField(rules.otp)
  otp!: string;
}

export class RegisterDto extends PhoneDto {
  @TextField(verifyToken, { description: 'From verifyOtp' })
  verifyToken!: string;

  @TextField(rules.password)
  password!: string;

  @TextField(rules.name)
  name!: string;

  // The bank account is optional: the three together, or none (checked by the service).
  @TextField(rules.bankName, { optional: 'or-empty', example: 'ABA' })
  bankName?: string;

  @TextField(rules.accountName, { optional: 'or-empty', example: 'Sok Dara' })
  accountName?: string;

  @TextField(rules.accountNumber, { optional: 'or-empty' })
  accountNumber?: string;
}

export class SignInDto {
  @TextField(plainText(ErrorCode.MissingUsername, 20), { example: '012345678' })
  username!: string;

  @TextField(plainText(ErrorCode.MissingPassword, 100), { example: 'abc123' })
  password!: string;

  @TextField(plainText(ErrorCode.BadRequest, 100), {
    optional: true,
    description: 'From /api/clientSignature, once 3 sign-ins failed',
  })
  captchaId?: string;

  @TextField(plainText(ErrorCode.BadRequest, 20), { optional: true })
  captcha?: string;
}

export class RecoveryPasswordDto extends PhoneDto {
  @TextField(verifyToken, { description: 'From verifyOtpRecove' })
  resetToken!: string;

  @TextField(rules.password)
  password!: string;
}
