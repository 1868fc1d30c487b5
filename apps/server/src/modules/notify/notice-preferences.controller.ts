import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { noticePreferencePaths } from '@lottery/contracts';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import { NoticePreferenceUpdateDto } from './dto/notice-preference.dto.js';
import { NoticePreferences } from './notice-preferences.service.js';

const example = {
  channels: [
    { channel: 'push', unavailable: null },
    { channel: 'telegram', unavailable: 'telegramNotLinked' },
    { channel: 'sms', unavailable: null },
  ],
  kinds: [{ kind: 'results', on: { push: true, telegram: false, sms: false } }],
};

/** Which kinds of notice reach the member on which channel. */
@ApiTags('notices')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller()
@UseGuards(SessionGuard)
export class NoticePreferencesController {
  constructor(private readonly preferences: NoticePreferences) {}

  @Get(noticePreferencePaths.list.slice(1))
  @Answer(example)
  list(@Member() member: CurrentMember) {
    return this.preferences.grid(member);
  }

  @Post(noticePreferencePaths.update.slice(1))
  @Answer(example)
  @HttpCode(200)
  update(@Member() member: CurrentMember, @Body() body: NoticePreferenceUpdateDto) {
    return this.preferences.set(member, body);
  }
}
