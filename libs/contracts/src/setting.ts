import * as v from 'valibot';
import { ErrorCode } from './errors.js';
import type { Locale } from './locale.js';
import { intSchema, textSchema } from './rule-schemas.js';
import { rules } from './rules.js';

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

/** The line under the shop's title in a shared link's preview (og:description), by language. */
export const shopDescription: Record<Locale, string> = {
  km: 'អ្នកលក់ឆ្នោតថៃដំបូង និងតែមួយគត់នៅកម្ពុជា',
  th: 'ผู้ขายลอตเตอรี่ไทยรายแรกและรายเดียวในกัมพูชา',
  en: 'The first and only Thai lottery seller in Cambodia',
};

/** A new shop's settings (the first migration seeds the same values). */
export const defaultWebSetting: WebSetting = {
  webTitle: 'ហាងឆ្នោតថៃ',
  socialShare: '/icons/share.png',
  logo: '/icons/logo.svg',
  telegram: 'lottothai_kh',
  closed: false,
  theme: 1,
};

/**
 * `setting/uploadImg`, multipart/form-data, one file in field `input` (jpg, jpeg or png, at most
 * `maxUploadImgBytes`). Any signed-in member may call it (the checkout's id-card photo uses it,
 * spec section 2); 401 without a session. More than one file: 400 (BadRequest, "can't upload
 * more than 1 files"); no file 303; another type 5002; too large 413; more uploads in the last
 * hour than the server allows 4291. A member's image is private (`/api/customer/upload/<name>`,
 * for its owner and admins); an admin's is a public site image (`/uploads/img/<name>`).
 */
export const maxUploadImgBytes = 10_200_000;
export interface UploadImgResponse {
  url: string;
}

/**
 * `setting/update`: any subset of the site settings → the whole `WebSetting` after the change.
 * `closed: true` sends every visitor to the maintenance page (`/getWebSetting` says closed).
 * Built from the same rules as the server's `SettingUpdateDto`.
 */
export const settingUpdateSchema = v.object({
  webTitle: v.optional(textSchema(rules.webTitle)),
  closed: v.optional(v.boolean(String(ErrorCode.InvalidFormat))),
  theme: v.optional(intSchema(rules.theme)),
  telegram: v.optional(textSchema(rules.telegramHandle)),
  logo: v.optional(textSchema(rules.siteImage)),
  socialShare: v.optional(textSchema(rules.siteImage)),
});
export type SettingUpdateRequest = v.InferOutput<typeof settingUpdateSchema>;
export type SettingUpdateResponse = WebSetting;

/** `GET /api/company/setting/getTheme` (public) → `{theme}`. */
export interface ThemeResponse {
  theme: number;
}

/** `contactUs`: the shop's messaging link. */
export interface ContactLink {
  /** Full messaging link, e.g. https://t.me/lottothai_kh. */
  telegram: string;
}
