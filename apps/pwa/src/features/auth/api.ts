import { apiGet, apiPost } from '../../lib/api-client';

export interface Captcha {
  captchaId: string;
  /** SVG markup, shown as a data: image. */
  svg: string;
}

export interface OtpSent {
  /** Seconds until another code may be requested. */
  resendIn: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

export interface SignInRequest {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
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

export const fetchCaptcha = () => apiGet<Captcha>('/api/clientSignature');

export const signIn = (request: SignInRequest) =>
  apiPost<{ token: string }>('/api/authCustomer', request);

export const requestRegisterOtp = (Tel: string) =>
  apiPost<OtpSent>('/api/customer/user/getOtp', { Tel, purpose: 'register' });

export const verifyRegisterOtp = (Tel: string, otp: string) =>
  apiPost<{ verifyToken: string }>('/api/customer/user/verifyOtp', { Tel, otp });

export const register = (request: RegisterRequest) =>
  apiPost<{ token: string }>('/api/customer/user/register', request);

export const requestRecoveryOtp = (Tel: string) =>
  apiPost<OtpSent>('/api/customer/user/getOtpRecove', { Tel });

export const verifyRecoveryOtp = (Tel: string, otp: string) =>
  apiPost<{ resetToken: string }>('/api/customer/user/verifyOtpRecove', { Tel, otp });

export const resetPassword = (Tel: string, resetToken: string, password: string) =>
  apiPost<null>('/api/customer/user/changePasswordRecove', { Tel, resetToken, password });

/** The captcha's SVG markup as an image URL (the CSP allows data: images, not inline SVG code). */
export const captchaImage = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
