/**
 * Notice channels (issue 30): for each kind of notice the member picks the channels it reaches
 * them on. A channel that cannot work for them (no browser subscribed, Telegram not linked or
 * not connected by the shop, no phone) is shown with the reason and sends nothing.
 */
export const noticeKinds = [
  'results',
  'won',
  'giftReceived',
  'depositPaid',
  'subscription',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const noticeChannels = ['push', 'telegram', 'sms'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/** Why a channel cannot carry notices to this member now. */
export type ChannelUnavailable =
  'pushNotSubscribed' | 'telegramOff' | 'telegramNotLinked' | 'noPhone';

export const noticePreferencePaths = {
  /** The member's grid: every kind and channel, on or off, and which channels work. */
  list: '/api/customer/notice-preferences',
  /** One switch: `{ kind, channel, on }`; answers the whole grid. */
  update: '/api/customer/notice-preferences/update',
} as const;

export interface NoticePreferenceGrid {
  channels: Array<{ channel: NoticeChannel; unavailable: ChannelUnavailable | null }>;
  /** Every kind with every channel's switch (the member's choice or the default). */
  kinds: Array<{ kind: NoticeKind; on: Record<NoticeChannel, boolean> }>;
}

export interface NoticePreferenceUpdate {
  kind: NoticeKind;
  channel: NoticeChannel;
  on: boolean;
}
