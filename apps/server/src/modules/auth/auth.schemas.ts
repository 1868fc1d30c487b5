// Request bodies of the accounts calls, built from the shared field rules of @lottery/contracts.
import {
  accountNumberSchema,
  ErrorCode,
  nameSchema,
  otpSchema,
  passwordSchema,
  phoneSchema,
} from '@lottery/contracts';
import * as v from 'valibot';

const code = (value: ErrorCode) => String(value);
const requiredText = (missing: ErrorCode, max = 200) =>
  v.pipe(
    v.string(code(missing)),
    v.trim(),
    v.nonEmpty(code(missing)),
    v.maxLength(max, code(ErrorCode.BadRequest)),
  );
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, code(ErrorCode.BadRequest))));

export const getOtpBody = v.object({
  Tel: v.optional(v.unknown()),
  purpose: v.optional(v.picklist(['register', 'bank']), 'register'),
});
export const phoneBody = v.object({ Tel: phoneSchema });
export const verifyOtpBody = v.object({ Tel: phoneSchema, otp: otpSchema });

export const registerBody = v.object({
  Tel: phoneSchema,
  verifyToken: requiredText(ErrorCode.PhoneNotVerified),
  password: passwordSchema,
  name: nameSchema,
  bankName: optionalText(100),
  accountName: optionalText(100),
  accountNumber: v.optional(
    v.union([v.literal(''), accountNumberSchema], code(ErrorCode.InvalidAccountNumber)),
  ),
});

export const signInBody = v.object({
  username: requiredText(ErrorCode.MissingUsername, 20),
  password: requiredText(ErrorCode.MissingPassword, 100),
  captchaId: optionalText(100),
  captcha: optionalText(20),
});

/** A t.me link or an @handle (Telegram usernames: 5-32 letters, digits, underscores). */
const telegramSchema = v.pipe(
  v.string(code(ErrorCode.InvalidFormat)),
  v.trim(),
  v.regex(
    /^$|^@[A-Za-z0-9_]{5,32}$|^(https?:\/\/)?t\.me\/[A-Za-z0-9_]{5,32}\/?$/,
    code(ErrorCode.InvalidFormat),
  ),
);

export const updateProfileBody = v.object({
  name: v.optional(nameSchema),
  telegram: v.optional(telegramSchema),
  bankName: optionalText(100),
  accountName: optionalText(100),
  accountNumber: v.optional(
    v.union([v.literal(''), accountNumberSchema], code(ErrorCode.InvalidAccountNumber)),
  ),
  otp: v.optional(v.union([v.literal(''), otpSchema], code(ErrorCode.OtpInvalid))),
});

export const setNotiBody = v.object({
  type: v.picklist(['telegram', 'sms', 'none'], code(ErrorCode.InvalidNotificationType)),
});

export const recoveryPasswordBody = v.object({
  Tel: phoneSchema,
  resetToken: requiredText(ErrorCode.PhoneNotVerified),
  password: passwordSchema,
});

export const changePasswordBody = v.object({
  oldPassword: requiredText(ErrorCode.EnterCurrentPassword, 100),
  newPassword: v.pipe(
    v.string(code(ErrorCode.EnterNewPassword)),
    v.trim(),
    v.nonEmpty(code(ErrorCode.EnterNewPassword)),
    passwordSchema,
  ),
});

const page = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1);
const limit = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20);

export const memberListBody = v.object({ q: optionalText(50), page, limit });
const userId = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))],
    code(ErrorCode.MissingUserId),
  ),
  v.integer(code(ErrorCode.InvalidUser)),
  v.minValue(1, code(ErrorCode.InvalidUser)),
);
export const lockMemberBody = v.object({ userId, locked: v.boolean() });
export const setRoleBody = v.object({ userId, role: v.picklist(['member', 'admin']) });
export const auditListBody = v.object({ page, limit });
