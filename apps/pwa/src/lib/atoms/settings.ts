import { atom } from 'jotai';

/** `period` of GET /getWebSetting. */
export interface WebSetting {
  webTitle: string;
  socialShare: string;
  logo: string;
  telegram: string;
  closed: boolean;
  theme: number;
}

/** What the shell shows before (or without) an answer from the server. */
export const defaultWebSetting: WebSetting = {
  webTitle: 'ហាងឆ្នោតថៃ',
  socialShare: '/icons/share.png',
  logo: '/icons/logo.svg',
  telegram: 'lottothai_kh',
  closed: false,
  theme: 1,
};

export const settingsAtom = atom<WebSetting>(defaultWebSetting);
