/** `result.period` of GET|POST /getWebSetting: what the shell needs to present the shop. */
export interface WebSetting {
  webTitle: string;
  socialShare: string;
  logo: string;
  /** The messaging (Telegram) handle of the contact dialog, without the t.me prefix. */
  telegram: string;
  /** Every page goes to the maintenance page while this is true. */
  closed: boolean;
  /** Active colour theme, 1 to 19. */
  theme: number;
}

/** A new shop's settings (the first migration seeds the same values). */
export const defaultWebSetting: WebSetting = {
  webTitle: 'ហាងឆ្នោតថៃ',
  socialShare: '/icons/share.png',
  logo: '/icons/logo.svg',
  telegram: 'lottothai_kh',
  closed: false,
  theme: 1,
};
