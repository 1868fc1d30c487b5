import type {
  AlertKind,
  BotChatStatus,
  BotLink,
  NumberAlertItem,
  SetLimitsRequest,
  SpendingLimits,
} from '@lottery/contracts';
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

// The Telegram bot: the member's linked chat and number alerts.
export const fetchBotChat = () => apiPost<BotChatStatus>('/api/customer/bot/chat');
export const createBotLink = () => apiPost<BotLink>('/api/customer/bot/chat/link');
export const unlinkBotChat = () => apiPost<BotChatStatus>('/api/customer/bot/chat/unlink');
export const fetchAlerts = () => apiPost<NumberAlertItem[]>('/api/customer/bot/alerts');
export const addAlert = (kind: AlertKind, digits: string) =>
  apiPost<NumberAlertItem[]>('/api/customer/bot/alerts/add', { kind, digits });
export const removeAlert = (id: string) =>
  apiPost<NumberAlertItem[]>('/api/customer/bot/alerts/remove', { id });
export const fetchLimits = () => apiPost<SpendingLimits>('/api/customer/user/limits');
export const setLimits = (change: SetLimitsRequest) =>
  apiPost<SpendingLimits>('/api/customer/user/setLimits', change);
