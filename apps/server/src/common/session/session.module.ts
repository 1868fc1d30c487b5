import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AdminGuard, SessionGuard } from './session.guard.js';
import { SessionRepository } from './session.repository.js';
import { SessionService } from './session.service.js';
import { StepUpProofs } from './step-up-proofs.js';

/** Sessions and their guards, for every module (`@UseGuards(SessionGuard)`, `@Member()`). */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A key object, not the string: jsonwebtoken otherwise tries each string as a PEM public
        // key first and fails (an exception per request: a tenth of checkout's CPU, measured).
        secret: createSecretKey(Buffer.from(config.sessionSecret)),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [SessionRepository, SessionService, SessionGuard, AdminGuard, StepUpProofs],
  exports: [SessionService, SessionGuard, AdminGuard, StepUpProofs],
})
export class SessionModule {}
