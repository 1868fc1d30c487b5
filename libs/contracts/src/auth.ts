/** Request and answer types of the accounts calls (issue 3). Field names are the spec's. */

export type Role = 'member' | 'admin';
export type PrefixPayment = 'topup' | 'other';
type NotificationType = 'telegram' | 'sms' | 'none';
export type OtpPurpose = 'register' | 'bank';

export interface CaptchaChallenge {
  captchaId: string;
  /** SVG markup; show it as `data:image/svg+xml` image. */
  svg: string;
}

export interface GetOtpRequest {
  Tel?: string;
  purpose?: OtpPurpose;
}
export interface OtpSent {
  /** Seconds until a resend is allowed. */
  resendIn: number;
  /** Seconds until the code expires. */
  expiresIn: number;
}
export interface VerifyOtpRequest {
  Tel: string;
  otp: string;
}
export interface VerifyOtpAnswer {
  verifyToken: string;
}
export interface RegisterRequest {
  Tel: string;
  verifyToken: string;
  password: string;
  name: string;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
}
export interface TokenAnswer {
  token: string;
}
export interface SignInRequest {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
}

export interface Profile {
  id: number;
  username: string;
  name: string;
  role: Role;
  /** Two-decimal USD string. */
  balance: string;
  totalTicket: number;
  prefixPayment: PrefixPayment;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  telegram: string | null;
  notification: NotificationType;
}
export interface UpdateProfileRequest {
  name?: string;
  telegram?: string;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  /** Required when a bank field changes: from getOtp with purpose 'bank'. */
  otp?: string;
  /** A passkey's proof, instead of the code, when the member has a passkey. */
  stepUpToken?: string;
}
export interface SetNotiRequest {
  type: NotificationType;
}

export interface RecoveryOtpRequest {
  Tel: string;
}
export interface VerifyRecoveryAnswer {
  resetToken: string;
}
export interface ChangePasswordRecoveryRequest {
  Tel: string;
  resetToken: string;
  password: string;
}
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

export interface Bank {
  code: string;
  name: string;
}

export interface AdminMember {
  id: number;
  username: string;
  name: string;
  role: Role;
  locked: boolean;
  /**
   * `topup` members pay from their balance; `other` members buy for customers with an id photo
   * (set by admins, audited: `member/payment-type`).
   */
  prefixPayment: PrefixPayment;
  /** ISO 8601. */
  createdAt: string;
}
export interface MemberListRequest {
  q?: string;
  page?: number;
  limit?: number;
}
export interface Page<T> {
  items: T[];
  total: number;
}
export interface LockMemberRequest {
  userId: number;
  locked: boolean;
}
export interface SetRoleRequest {
  userId: number;
  role: Role;
}
export interface AuditListRequest {
  page?: number;
  limit?: number;
}
export interface AuditEntry {
  id: number;
  /** Username (phone) of the admin who acted; null for the system. */
  actor: string | null;
  action: string;
  /** Username (phone) of the member acted on. */
  target: string | null;
  detail: Record<string, unknown>;
  /** ISO 8601. */
  at: string;
}
