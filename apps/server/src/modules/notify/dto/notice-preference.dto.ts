import {
  ErrorCode,
  noticeChannels,
  noticeKinds,
  type NoticeChannel,
  type NoticeKind,
} from '@lottery/contracts';
import { BooleanField, EnumField } from '../../../common/validation/fields.js';

const codes = {
  missing: ErrorCode.NoticePreferenceInvalid,
  invalid: ErrorCode.NoticePreferenceInvalid,
};

export class NoticePreferenceUpdateDto {
  @EnumField(noticeKinds, codes, { description: 'The kind of notice' })
  kind!: NoticeKind;

  @EnumField(noticeChannels, codes, { description: 'push, telegram or sms' })
  channel!: NoticeChannel;

  @BooleanField(codes, { description: 'Whether this kind of notice goes on this channel' })
  on!: boolean;
}
