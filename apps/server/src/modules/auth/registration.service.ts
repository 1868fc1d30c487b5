import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type * as v from 'valibot';
import { AppError } from '../../common/errors/app-error.js';
import { parseRequest } from '../../common/validation/valibot.pipe.js';
import { phoneBody, type getOtpBody, type registerBody } from './auth.schemas.js';
import { memberConflict, MemberRepository } from './member.repository.js';
import { OtpRepository } from './otp.repository.js';
import { OtpService } from './otp.service.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionService, type CurrentMember } from './session.service.js';

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
    body: v.InferOutput<typeof getOtpBody>,
    address: string,
    caller: () => Promise<CurrentMember>,
  ) {
    if (body.purpose === 'bank') {
      const member = await caller();
      return this.otp.send(agentId, member.username, 'bank', address);
    }
    const { Tel } = parseRequest(phoneBody, { Tel: body.Tel });
    return this.otp.send(agentId, Tel, 'register', address, async (manager) => {
      if (await this.members.findByPhone(manager, agentId, Tel)) {
        throw new AppError(ErrorCode.PhoneAlreadyRegistered);
      }
    });
  }

  async verifyOtp(agentId: string, Tel: string, code: string) {
    return { verifyToken: await this.otp.prove(agentId, Tel, 'register', code) };
  }

  async register(agentId: string, body: v.InferOutput<typeof registerBody>) {
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
      return this.sessions.start(manager, member.id);
    });
    return { token };
  }
}

/** Optional bank account at registration: all of it or none (bank and number). */
function bankFields(body: { bankName?: string; accountName?: string; accountNumber?: string }) {
  const bankName = body.bankName || null;
  const accountName = body.accountName || null;
  const accountNumber = body.accountNumber || null;
  if (!bankName && !accountName && !accountNumber) return {};
  if (!bankName)
    throw new AppError(ErrorCode.MissingBank, { bankName: String(ErrorCode.MissingBank) });
  if (!accountNumber) {
    throw new AppError(ErrorCode.InvalidAccountNumber, {
      accountNumber: String(ErrorCode.InvalidAccountNumber),
    });
  }
  return { bankName, accountName, accountNumber };
}
