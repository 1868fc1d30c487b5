import { ErrorCode, rules, type SettingUpdateRequest } from '@lottery/contracts';
import { BooleanField, IntField, TextField } from '../../../common/validation/fields.js';

const invalid = { missing: ErrorCode.InvalidFormat, invalid: ErrorCode.InvalidFormat };

/** `setting/update`: any subset of the site settings; absent ones stay as they are. */
export class SettingUpdateDto implements SettingUpdateRequest {
  @TextField(rules.webTitle, { optional: true })
  webTitle?: string;

  @BooleanField(invalid, {
    optional: true,
    description: 'true sends every visitor to the maintenance page',
  })
  closed?: boolean;

  @IntField(rules.theme, { optional: true, description: 'Colour theme, 1 to 19' })
  theme?: number;

  @TextField(rules.telegramHandle, { optional: true, description: 'Without the t.me/ prefix' })
  telegram?: string;

  @TextField(rules.siteImage, { optional: true })
  logo?: string;

  @TextField(rules.siteImage, { optional: true })
  socialShare?: string;
}
