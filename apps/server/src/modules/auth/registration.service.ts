import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { SessionService, type SignInClient } from '../../common/session/session.service.js';
import type { GetOtpDto, RegisterDto } from './dto/auth.dto.js';
import { memberConflict, MemberRepository } from './member.repository.js';
import { OtpRepository } from './otp.repository.js';
import { OtpService } from './otp.service.js';
import { PasswordHasher } from './password-hasher.js';

@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MemberRepository,
    private readonly otps: OtpRepository,
    private readonly otp: OtpService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
  ) {}

  /**
   * getOtp: 'register' sends to `Tel` (5016 when already a member); 'bank' sends to the signed-in
   * member's own phone (`caller` is resolved by the controller only for that purpose).
   */
  async requestOtp(
    agentId: string,
    body: GetOtpDto,
    address: string,
    caller: () => Promise<CurrentMember>,
  ) {
    if (body.purpose === 'bank') {
      const member = await caller();
      return this.otp.send(agentId, member.username, 'bank', address);
    }
    const Tel = body.Tel;
    if (!Tel) throw new AppError(ErrorCode.MissingTel, { Tel: String(ErrorCode.MissingTel) });
    return this.otp.send(agentId, Tel, 'register', address, async (manager) => {
      if (await this.members.findByPhone(manager, agentId, Tel)) {
        throw new AppError(ErrorCode.PhoneAlreadyRegistered);
      }
    });
  }

  async verifyOtp(agentId: string, Tel: string, code: string) {
    return { verifyToken: await this.otp.prove(agentId, Tel, 'register', code) };
  }

  async register(agentId: string, body: RegisterDto, client: SignInClient = {}) {
    const bank = bankFields(body);
    // Refused requests cost no password hash.
    if (await this.members.findByPhone(this.dataSource.manager, agentId, body.Tel)) {
      throw new AppError(ErrorCode.PhoneAlreadyRegistered);
    }
    if (!(await this.otp.proofIsLive(agentId, body.Tel, 'register', body.verifyToken))) {
      throw new AppError(ErrorCode.PhoneNotVerified);
    }
    const passwordHash = await this.hasher.hash(body.password);
    const token = await this.dataSource.transaction(async (manager) => {
      // Two registrations of one phone take turns: the second sees the first's member (5016).
      await this.otps.lockPhone(manager, agentId, body.Tel);
      if (await this.members.findByPhone(manager, agentId, body.Tel)) {
        throw new AppError(ErrorCode.PhoneAlreadyRegistered);
      }
      if (!(await this.otp.useProof(manager, agentId, body.Tel, 'register', body.verifyToken))) {
        throw new AppError(ErrorCode.PhoneNotVerified);
      }
      const member = await this.members
        .insert(manager, {
          agentId,
          username: body.Tel,
          passwordHash,
          name: body.name,
          ...bank,
        })
        .catch((error: unknown) => {
          const conflict = memberConflict(error);
          if (conflict === 'accountNumber') throw new AppError(ErrorCode.AccountNumberRegistered);
          if (conflict === 'username') throw new AppError(ErrorCode.PhoneAlreadyRegistered);
          throw error;
        });
      return this.sessions.start(manager, member.id, client);
    });
    return { token };
  }
}

/** The optional bank account at registration: the three fields together, or none (5030). */
function bankFields(body: Pick<RegisterDto, 'bankName' | 'accountName' | 'accountNumber'>) {
  const given = {
    bankName: body.bankName || null,
    accountName: body.accountName || null,
    accountNumber: body.accountNumber || null,
  };
  const missing = Object.entries(given).filter(([, value]) => value === null);
  if (missing.length === 3) return {};
  if (missing.length > 0) {
    const code = String(ErrorCode.IncompleteBankAccount);
    throw new AppError(
      ErrorCode.IncompleteBankAccount,
      Object.fromEntries(missing.map(([field]) => [field, code])),
    );
  }
  return given;
}
