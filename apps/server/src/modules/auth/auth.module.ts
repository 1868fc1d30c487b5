import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.js';
import { NotifyModule } from '../notify/index.js';
import { TransactionModule } from '../transaction/index.js';
import { AdminMemberController } from './admin-member.controller.js';
import { AdminBootstrap, AdminMemberService } from './admin-member.service.js';
import { AuthController } from './auth.controller.js';
import { AccountsHousekeeping } from './housekeeping.service.js';
import { MemberChannel } from './member-channel.service.js';
import { LoginGuardRepository } from './login-guard.repository.js';
import { MemberRepository } from './member.repository.js';
import { OtpRepository } from './otp.repository.js';
import { OtpService } from './otp.service.js';
import { PasskeyController } from './passkey.controller.js';
import { PasskeyRepository } from './passkey.repository.js';
import { PasskeyService } from './passkey.service.js';
import { PasswordHasher } from './password-hasher.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { RecoveryService } from './recovery.service.js';
import { RegistrationService } from './registration.service.js';
import { SignInService } from './sign-in.service.js';
import { SmsRelay } from './sms/sms-relay.js';
import { createSmsSender, SMS_SENDER } from './sms/sms-sender.js';

/**
 * Accounts: registration and recovery by OTP, sign-in and its abuse limits, the profile, member
 * administration. Sessions and their guards are common (common/session), used by every module.
 */
@Module({
  imports: [NotifyModule, TransactionModule],
  controllers: [AuthController, ProfileController, PasskeyController, AdminMemberController],
  providers: [
    { provide: SMS_SENDER, useFactory: createSmsSender, inject: [APP_CONFIG] },
    SmsRelay,
    MemberRepository,
    OtpRepository,
    LoginGuardRepository,
    PasswordHasher,
    PasskeyRepository,
    PasskeyService,
    OtpService,
    RegistrationService,
    SignInService,
    ProfileService,
    RecoveryService,
    AdminMemberService,
    AdminBootstrap,
    AccountsHousekeeping,
    MemberChannel,
  ],
  exports: [MemberChannel],
})
export class AuthModule {}
