import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import { profileExample } from './answers.js';
import { ChangePasswordDto, SetNotiDto, UpdateProfileDto } from './dto/profile.dto.js';
import { ProfileService } from './profile.service.js';

@ApiTags('profile')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/user')
@UseGuards(SessionGuard)
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Post('profile')
  @Answer(profileExample)
  @HttpCode(200)
  profile(@Member() member: CurrentMember) {
    return this.profiles.profile(member);
  }

  @Post('updateProfile')
  @Answer(
    { ...profileExample, token: 'new session token (only when a bank field changed)' },
    'The profile; a bank account change also rotates the session: store `token`, the old one is refused',
  )
  @HttpCode(200)
  updateProfile(@Member() member: CurrentMember, @Body() body: UpdateProfileDto) {
    return this.profiles.update(member, body);
  }

  @Post('setNoti')
  @Answer(profileExample)
  @HttpCode(200)
  setNoti(@Member() member: CurrentMember, @Body() body: SetNotiDto) {
    return this.profiles.setNotification(member, body.type);
  }

  @Post('changePassword')
  @Answer(
    { token: 'new session token' },
    'The session gets a new token (store it); every copy of the old one is refused',
  )
  @HttpCode(200)
  changePassword(@Member() member: CurrentMember, @Body() body: ChangePasswordDto) {
    return this.profiles.changePassword(member, body);
  }

  @Post('sessions')
  @Answer(
    {
      current: {
        device: 'Chrome · Android',
        address: '203.0.113.7',
        since: '2026-11-23T10:00:00.000Z',
        lastSeen: '2026-11-24T08:30:00.000Z',
      },
      signIns: [
        { at: '2026-11-23T10:00:00.000Z', device: 'Chrome · Android', address: '203.0.113.7' },
      ],
    },
    'This session (device, since, last seen) and the last ten sign-ins, newest first',
  )
  @HttpCode(200)
  sessions(@Member() member: CurrentMember) {
    return this.profiles.sessionsOverview(member);
  }
}
