import type { CaptchaChallenge, OtpSent, RegisterRequest, SignInRequest } from '@lottery/contracts';
import { apiGet, apiPost } from '../../lib/api-client';

export type Captcha = CaptchaChallenge;
export type { OtpSent, RegisterRequest, SignInRequest };

export const fetchCaptcha = () => apiGet('/api/clientSignature');

export const signIn = (request: SignInRequest) => apiPost('/api/authCustomer', request);

export const requestRegisterOtp = (Tel: string) =>
  apiPost('/api/customer/user/getOtp', { Tel, purpose: 'register' });

export const verifyRegisterOtp = (Tel: string, otp: string) =>
  apiPost('/api/customer/user/verifyOtp', { Tel, otp });

export const register = (request: RegisterRequest) =>
  apiPost('/api/customer/user/register', request);

export const requestRecoveryOtp = (Tel: string) =>
  apiPost('/api/customer/user/getOtpRecove', { Tel });

export const verifyRecoveryOtp = (Tel: string, otp: string) =>
  apiPost('/api/customer/user/verifyOtpRecove', { Tel, otp });

export const resetPassword = (Tel: string, resetToken: string, password: string) =>
  apiPost('/api/customer/user/changePasswordRecove', { Tel, resetToken, password });

/** The captcha's SVG markup as an image URL (the CSP allows data: images, not inline SVG code). */
export const captchaImage = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
