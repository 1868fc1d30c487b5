import { defaultWebSetting, type WebSetting } from '@lottery/contracts';
import { atom } from 'jotai';

export const settingsAtom = atom<WebSetting>(defaultWebSetting);
