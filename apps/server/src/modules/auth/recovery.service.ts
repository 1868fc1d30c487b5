import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { SessionService } from '../../common/session/session.service.js';
import type { RecoveryPasswordDto } from './dto/auth.dto.js';
import { LoginGuardRepository } from './login-guard.repository.js';
import { MemberRepository } from './member.repository.js';
import { OtpService } from './otp.service.js';
import { PasswordHasher } from './password-hasher.js';

@Injectable()
export class RecoveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MemberRepository,
    private readonly guard: LoginGuardRepository,
    private readonly otp: OtpService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
  ) {}

  async requestOtp(agentId: string, Tel: string, address: string) {
    return this.otp.send(agentId, Tel, 'recover', address, async (manager) => {
      if (!(await this.members.findByPhone(manager, agentId, Tel))) {
        throw new AppError(ErrorCode.MemberNotFound);
      }
    });
  }

  async verifyOtp(agentId: string, Tel: string, code: string) {
    return { resetToken: await this.otp.prove(agentId, Tel, 'recover', code) };
  }

  /** New password; unlocks the account and ends its sessions. */
  async changePassword(agentId: string, body: RecoveryPasswordDto): Promise<null> {
    // Refused requests cost no password hash.
    if (!(await this.otp.proofIsLive(agentId, body.Tel, 'recover', body.resetToken))) {
      throw new AppError(ErrorCode.PhoneNotVerified);
    }
    const passwordHash = await this.hasher.hash(body.password);
    await this.dataSource.transaction(async (manager) => {
      const member = await this.members.findByPhone(manager, agentId, body.Tel);
      if (!member) throw new AppError(ErrorCode.MemberNotFound);
      if (!(await this.otp.useProof(manager, agentId, body.Tel, 'recover', body.resetToken))) {
        throw new AppError(ErrorCode.PhoneNotVerified);
      }
      await this.members.lock(manager, member.id);
      await this.members.setPassword(manager, member.id, passwordHash);
      await this.sessions.endAll(manager, member.id, 'password');
      await this.guard.forgetPhone(manager, agentId, body.Tel);
    });
    return null;
  }
}
