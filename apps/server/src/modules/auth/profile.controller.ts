import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type * as v from 'valibot';
import { Answer, otpField, passwordField, Payload, profileExample } from './openapi.js';
import { ValibotPipe } from '../../common/validation/valibot.pipe.js';
import { changePasswordBody, setNotiBody, updateProfileBody } from './auth.schemas.js';
import { ProfileService } from './profile.service.js';
import { Member, SessionGuard } from './session.guard.js';
import type { CurrentMember } from './session.service.js';

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
  @Payload({
    name: { type: 'string', optional: true },
    telegram: { type: 'string', example: 'https://t.me/sokdara', optional: true },
    bankName: { type: 'string', optional: true },
    accountName: { type: 'string', optional: true },
    accountNumber: { type: 'string', optional: true },
    otp: {
      ...otpField,
      optional: true,
      description: "getOtp purpose 'bank'; needed to change the bank",
    },
  })
  @Answer(profileExample)
  @HttpCode(200)
  updateProfile(
    @Member() member: CurrentMember,
    @Body(new ValibotPipe(updateProfileBody)) body: v.InferOutput<typeof updateProfileBody>,
  ) {
    return this.profiles.update(member, body);
  }

  @Post('setNoti')
  @Payload({ type: { type: 'string', enum: ['telegram', 'sms', 'none'] } })
  @Answer(profileExample)
  @HttpCode(200)
  setNoti(
    @Member() member: CurrentMember,
    @Body(new ValibotPipe(setNotiBody)) body: v.InferOutput<typeof setNotiBody>,
  ) {
    return this.profiles.setNotification(member, body.type);
  }

  @Post('changePassword')
  @Payload({ oldPassword: passwordField, newPassword: passwordField })
  @Answer(null)
  @HttpCode(200)
  changePassword(
    @Member() member: CurrentMember,
    @Body(new ValibotPipe(changePasswordBody)) body: v.InferOutput<typeof changePasswordBody>,
  ) {
    return this.profiles.changePassword(member, body);
  }
}
