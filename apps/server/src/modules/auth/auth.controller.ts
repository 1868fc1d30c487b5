import { Body, Controller, Get, HttpCode, Ip, Post, Req, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { Agent } from '../../common/agent/agent.decorator.js';
import { Answer, otpField, passwordField, Payload, phoneField } from './openapi.js';
import { ValibotPipe } from '../../common/validation/valibot.pipe.js';
import {
  getOtpBody,
  phoneBody,
  recoveryPasswordBody,
  registerBody,
  signInBody,
  verifyOtpBody,
} from './auth.schemas.js';
import { RecoveryService } from './recovery.service.js';
import { RegistrationService } from './registration.service.js';
import { Member, SessionGuard } from './session.guard.js';
import { SessionService, type CurrentMember } from './session.service.js';
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
  @Payload({
    Tel: {
      ...phoneField,
      optional: true,
      description: "For 'register'; 'bank' uses the own phone",
    },
    purpose: { type: 'string', enum: ['register', 'bank'], optional: true },
  })
  @Answer({ resendIn: 60, expiresIn: 300 })
  @HttpCode(200)
  getOtp(
    @Agent() agentId: string,
    @Body(new ValibotPipe(getOtpBody)) body: v.InferOutput<typeof getOtpBody>,
    @Ip() address: string,
    @Req() request: FastifyRequest,
  ) {
    return this.registration.requestOtp(agentId, body, address, () =>
      this.sessions.authenticate(request.headers.authorization, agentId),
    );
  }

  @Post('api/customer/user/verifyOtp')
  @Payload({ Tel: phoneField, otp: otpField })
  @Answer({ verifyToken: 'v6q...' }, 'Proves the phone for 15 minutes, once')
  @HttpCode(200)
  verifyOtp(
    @Agent() agentId: string,
    @Body(new ValibotPipe(verifyOtpBody)) body: v.InferOutput<typeof verifyOtpBody>,
  ) {
    return this.registration.verifyOtp(agentId, body.Tel, body.otp);
  }

  @Post('api/customer/user/register')
  @Payload({
    Tel: phoneField,
    verifyToken: { type: 'string' },
    password: passwordField,
    name: { type: 'string', example: 'សុខ ដារ៉ា' },
    bankName: { type: 'string', example: 'ABA', optional: true },
    accountName: { type: 'string', optional: true },
    accountNumber: { type: 'string', example: '000123456', optional: true },
  })
  @Answer({ token: 'session token' })
  @HttpCode(200)
  register(
    @Agent() agentId: string,
    @Body(new ValibotPipe(registerBody)) body: v.InferOutput<typeof registerBody>,
  ) {
    return this.registration.register(agentId, body);
  }

  @Post('api/authCustomer')
  @Payload({
    username: phoneField,
    password: passwordField,
    captchaId: { type: 'string', optional: true },
    captcha: { type: 'string', optional: true },
  })
  @Answer({ token: 'session token' })
  @HttpCode(200)
  signIn(
    @Agent() agentId: string,
    @Body(new ValibotPipe(signInBody)) body: v.InferOutput<typeof signInBody>,
    @Ip() address: string,
  ) {
    return this.signInService.signIn(agentId, body, address);
  }

  @Post('api/logout')
  @Answer(null)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  logout(@Member() member: CurrentMember) {
    return this.sessions.logout(member);
  }

  @Post('api/customer/user/getOtpRecove')
  @Payload({ Tel: phoneField })
  @Answer({ resendIn: 60, expiresIn: 300 })
  @HttpCode(200)
  getOtpRecove(
    @Agent() agentId: string,
    @Body(new ValibotPipe(phoneBody)) body: v.InferOutput<typeof phoneBody>,
    @Ip() address: string,
  ) {
    return this.recovery.requestOtp(agentId, body.Tel, address);
  }

  @Post('api/customer/user/verifyOtpRecove')
  @Payload({ Tel: phoneField, otp: otpField })
  @Answer({ resetToken: 'r8w...' }, 'Allows one password change within 15 minutes')
  @HttpCode(200)
  verifyOtpRecove(
    @Agent() agentId: string,
    @Body(new ValibotPipe(verifyOtpBody)) body: v.InferOutput<typeof verifyOtpBody>,
  ) {
    return this.recovery.verifyOtp(agentId, body.Tel, body.otp);
  }

  @Post('api/customer/user/changePasswordRecove')
  @Payload({ Tel: phoneField, resetToken: { type: 'string' }, password: passwordField })
  @Answer(null)
  @HttpCode(200)
  changePasswordRecove(
    @Agent() agentId: string,
    @Body(new ValibotPipe(recoveryPasswordBody)) body: v.InferOutput<typeof recoveryPasswordBody>,
  ) {
    return this.recovery.changePassword(agentId, body);
  }
}
