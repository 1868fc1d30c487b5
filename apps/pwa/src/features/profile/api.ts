import {
  noticePreferencePaths,
  type AlertKind,
  type NoticePreferenceUpdate,
  type SessionRotated,
  type SetLimitsRequest,
} from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';
import type { Profile } from '../../lib/atoms/profile';
import { tokenAtom } from '../../lib/atoms/token';
import { memberKeys } from '../../lib/query-client';
import { appStore } from '../../lib/store';

export interface ProfileUpdate {
  name?: string;
  telegram?: string;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  /** From a 'bank' code: required when any bank field changes. */
  otp?: string;
  /** A passkey step-up's proof: instead of `otp` when the member has a passkey. */
  stepUpToken?: string;
}

/**
 * The answer of a call that may rotate the session (a password or bank account change): its new
 * token replaces the old one on this device at once (the `auth-token` cookie too), since the old
 * one is refused from now on. The answer without the token.
 */
async function keepingSession<T extends object>(
  answer: Promise<T & Partial<SessionRotated>>,
): Promise<Omit<T, 'token'>> {
  const { token, ...rest } = await answer;
  if (token) appStore.set(tokenAtom, token);
  return rest;
}

export const updateProfile = (update: ProfileUpdate): Promise<Profile> =>
  keepingSession(apiPost('/api/customer/user/updateProfile', update));

/** Sends a code to the member's own phone before a bank account change. */
export const requestBankOtp = () =>
  apiPost('/api/customer/user/getOtp', {
    purpose: 'bank',
  });

export const changePassword = (oldPassword: string, newPassword: string) =>
  keepingSession(apiPost('/api/customer/user/changePassword', { oldPassword, newPassword }));

/** This session (device, since, last seen) and the last ten sign-ins. */
export const fetchSessions = () => apiPost('/api/customer/user/sessions');

/** Where the member is signed in, as a query (a password change rotates the session: stale). */
export const sessionsQuery = queryOptions({
  queryKey: memberKeys.sessions,
  queryFn: fetchSessions,
});

// The Telegram bot: the member's linked chat and number alerts.
export const fetchBotChat = () => apiPost('/api/customer/bot/chat');
export const createBotLink = () => apiPost('/api/customer/bot/chat/link');
export const unlinkBotChat = () => apiPost('/api/customer/bot/chat/unlink');
export const fetchAlerts = () => apiPost('/api/customer/bot/alerts');
export const addAlert = (kind: AlertKind, digits: string) =>
  apiPost('/api/customer/bot/alerts/add', { kind, digits });
export const removeAlert = (id: string) => apiPost('/api/customer/bot/alerts/remove', { id });
export const fetchLimits = () => apiPost('/api/customer/user/limits');
export const setLimits = (change: SetLimitsRequest) =>
  apiPost('/api/customer/user/setLimits', change);

export const fetchNoticeChannels = () => apiGet(noticePreferencePaths.list);
export const setNoticeChannel = (change: NoticePreferenceUpdate) =>
  apiPost(noticePreferencePaths.update, change);

// The reads as queries (lib/query-client.ts): the sections read them, writes put their answer
// (the state after the change) in the same key.
export const limitsQuery = queryOptions({ queryKey: memberKeys.limits, queryFn: fetchLimits });
export const botChatQuery = queryOptions({ queryKey: memberKeys.botChat, queryFn: fetchBotChat });
export const alertsQuery = queryOptions({ queryKey: memberKeys.alerts, queryFn: fetchAlerts });
export const noticeChannelsQuery = queryOptions({
  queryKey: memberKeys.noticeChannels,
  queryFn: fetchNoticeChannels,
});
