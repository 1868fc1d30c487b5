import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.js';
import { AdminMemberController } from './admin-member.controller.js';
import { AdminBootstrap, AdminMemberService } from './admin-member.service.js';
import { AuditRepository } from './audit.repository.js';
import { AuthController } from './auth.controller.js';
import { AccountsHousekeeping } from './housekeeping.service.js';
import { LoginGuardRepository } from './login-guard.repository.js';
import { MemberRepository } from './member.repository.js';
import { OtpRepository } from './otp.repository.js';
import { OtpService } from './otp.service.js';
import { PasswordHasher } from './password-hasher.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { RecoveryService } from './recovery.service.js';
import { RegistrationService } from './registration.service.js';
import { AdminGuard, SessionGuard } from './session.guard.js';
import { SessionRepository } from './session.repository.js';
import { SessionService } from './session.service.js';
import { SignInService } from './sign-in.service.js';
import { SmsOutboxRepository, SmsRelay } from './sms/sms-outbox.js';
import { createSmsSender, SMS_SENDER } from './sms/sms-sender.js';

/** Accounts, OTP by SMS, sessions and their guards, member administration. */
@Module({
  controllers: [AuthController, ProfileController, AdminMemberController],
  providers: [
    { provide: SMS_SENDER, useFactory: createSmsSender, inject: [APP_CONFIG] },
    SmsOutboxRepository,
    SmsRelay,
    MemberRepository,
    SessionRepository,
    OtpRepository,
    LoginGuardRepository,
    AuditRepository,
    PasswordHasher,
    SessionService,
    OtpService,
    RegistrationService,
    SignInService,
    ProfileService,
    RecoveryService,
    AdminMemberService,
    AdminBootstrap,
    AccountsHousekeeping,
    SessionGuard,
    AdminGuard,
  ],
  exports: [SessionService, SessionGuard, AdminGuard, SmsRelay, PasswordHasher, AuditRepository],
})
export class AuthModule {}
