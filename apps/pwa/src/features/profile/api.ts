import type { SetLimitsRequest, SpendingLimits } from '@lottery/contracts';
import { apiPost } from '../../lib/api-client';
import type { Profile } from '../../lib/atoms/profile';

export interface ProfileUpdate {
  name?: string;
  telegram?: string;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  /** From a 'bank' code: required when any bank field changes. */
  otp?: string;
}

export const updateProfile = (update: ProfileUpdate) =>
  apiPost<Profile>('/api/customer/user/updateProfile', update);

/** Sends a code to the member's own phone before a bank account change. */
export const requestBankOtp = () =>
  apiPost<{ resendIn: number; expiresIn: number }>('/api/customer/user/getOtp', {
    purpose: 'bank',
  });

export const changePassword = (oldPassword: string, newPassword: string) =>
  apiPost<null>('/api/customer/user/changePassword', { oldPassword, newPassword });

export const fetchLimits = () => apiPost<SpendingLimits>('/api/customer/user/limits');
export const setLimits = (change: SetLimitsRequest) =>
  apiPost<SpendingLimits>('/api/customer/user/setLimits', change);
