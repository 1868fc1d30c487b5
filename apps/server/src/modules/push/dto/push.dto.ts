import { ErrorCode, locales, pushRules, type Locale } from '@lottery/contracts';
import { EnumField, TextField } from '../../../common/validation/fields.js';

export class PushSubscribeDto {
  @TextField(pushRules.endpoint, { description: "The push service's URL for this browser" })
  endpoint!: string;

  @TextField(pushRules.p256dh, { description: "The browser's P-256 key (base64url)" })
  p256dh!: string;

  @TextField(pushRules.auth, { description: 'The auth secret (base64url)' })
  auth!: string;

  @EnumField(
    locales,
    { missing: ErrorCode.PushSubscriptionInvalid, invalid: ErrorCode.PushSubscriptionInvalid },
    { optional: true, description: "Notices' language; the caller's when absent" },
  )
  locale?: Locale;
}

export class PushEndpointDto {
  @TextField(pushRules.endpoint)
  endpoint!: string;
}
