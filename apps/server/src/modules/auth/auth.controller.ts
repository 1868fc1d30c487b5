import { Body, Controller, Get, HttpCode, Ip, Post, Req, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Agent } from '../../common/agent/agent.decorator.js';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import { SessionService } from '../../common/session/session.service.js';
import { SignInFrom, type RequestClient } from '../../common/session/sign-in-client.js';
import {
  GetOtpDto,
  PhoneDto,
  RecoveryPasswordDto,
  RegisterDto,
  SignInDto,
  VerifyOtpDto,
} from './dto/auth.dto.js';
import { RecoveryService } from './recovery.service.js';
import { RegistrationService } from './registration.service.js';
import { SignInService } from './sign-in.service.js';

@ApiTags('accounts')
@ApiHeader({ name: 'agentId', required: false, description: 'Shop id; default shop if missing' })
@ApiHeader({ name: 'locale', required: false, description: 'km, th or en' })
@Controller()
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly signInService: SignInService,
    private readonly recovery: RecoveryService,
    private readonly sessions: SessionService,
  ) {}

  @Get('api/clientSignature')
  @Answer({ captchaId: 'k3J9...', svg: '<svg ...>' }, 'A captcha: single use, 5 minutes')
  clientSignature() {
    return this.signInService.captcha();
  }

  @Post('api/customer/user/getOtp')
  @Answer({ resendIn: 60, expiresIn: 300 })
  @HttpCode(200)
  getOtp(
    @Agent() agentId: string,
    @Body() body: GetOtpDto,
    @Ip() address: string,
    @Req() request: FastifyRequest,
  ) {
    return this.registration.requestOtp(agentId, body, address, () =>
      this.sessions.authenticate(request.headers.authorization, agentId),
    );
  }

  @Post('api/customer/user/verifyOtp')
  @Answer({ verifyToken: 'v6q...' }, 'Proves the phone for 15 minutes, once')
  @HttpCode(200)
  verifyOtp(@Agent() agentId: string, @Body() body: VerifyOtpDto) {
    return this.registration.verifyOtp(agentId, body.Tel, body.otp);
  }

  @Post('api/customer/user/register')
  @Answer({ token: 'session token' })
  @HttpCode(200)
  register(
    @Agent() agentId: string,
    @Body() body: RegisterDto,
    @SignInFrom() client: RequestClient,
  ) {
    return this.registration.register(agentId, body, client);
  }

  @Post('api/authCustomer')
  @Answer({ token: 'session token' })
  @HttpCode(200)
  signIn(@Agent() agentId: string, @Body() body: SignInDto, @SignInFrom() client: RequestClient) {
    return this.signInService.signIn(agentId, body, client);
  }

  @Post('api/logout')
  @Answer(null)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  logout(@Member() member: CurrentMember) {
    return this.sessions.logout(member);
  }

  @Post('api/customer/user/getOtpRecove')
  @Answer({ resendIn: 60, expiresIn: 300 })
  @HttpCode(200)
  getOtpRecove(@Agent() agentId: string, @Body() body: PhoneDto, @Ip() address: string) {
    return this.recovery.requestOtp(agentId, body.Tel, address);
  }

  @Post('api/customer/user/verifyOtpRecove')
  @Answer({ resetToken: 'r8w...' }, 'Allows one password change within 15 minutes')
  @HttpCode(200)
  verifyOtpRecove(@Agent() agentId: string, @Body() body: VerifyOtpDto) {
    return this.recovery.verifyOtp(agentId, body.Tel, body.otp);
  }

  @Post('api/customer/user/changePasswordRecove')
  @Answer(null)
  @HttpCode(200)
  changePasswordRecove(@Agent() agentId: string, @Body() body: RecoveryPasswordDto) {
    return this.recovery.changePassword(agentId, body);
  }
}
