import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  ErrorCode,
  type Profile,
  type SessionRotated,
  type SessionsOverview,
} from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { SessionService } from '../../common/session/session.service.js';
import { StepUpProofs } from '../../common/session/step-up-proofs.js';
import { TicketCounts } from '../transaction/index.js';
import type { ChangePasswordDto, UpdateProfileDto } from './dto/profile.dto.js';
import type { Member } from './entities/member.entity.js';
import { memberConflict, MemberRepository, type ProfileChange } from './member.repository.js';
import { OtpService, type OtpRejection } from './otp.service.js';
import { PasswordHasher } from './password-hasher.js';

export function toProfile(member: Member, totalTicket: number): Profile {
  return {
    id: safeInteger(member.id),
    username: member.username,
    name: member.name,
    role: member.role,
    balance: centsToDecimal(member.balance),
    totalTicket,
    prefixPayment: member.prefixPayment,
    bankName: member.bankName,
    accountName: member.accountName,
    accountNumber: member.accountNumber,
    telegram: member.telegram,
    notification: member.notification,
  };
}

const bankFields = ['bankName', 'accountName', 'accountNumber'] as const;

@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MemberRepository,
    private readonly otp: OtpService,
    private readonly hasher: PasswordHasher,
    private readonly tickets: TicketCounts,
    private readonly sessions: SessionService,
    private readonly proofs: StepUpProofs,
  ) {}

  async profile(member: CurrentMember): Promise<Profile> {
    return this.load(this.dataSource.manager, member.id);
  }

  /**
   * Name and chat link freely; a bank field change needs an OTP from getOtp purpose 'bank' (a
   * passkey step-up proof instead when the member has a passkey), and
   * rotates the session: the answer carries the device's new token, every copy of the old one
   * is refused (money leaves to the bank account: whoever held a copy must sign in again).
   */
  async update(
    member: CurrentMember,
    body: UpdateProfileDto,
  ): Promise<Profile & Partial<SessionRotated>> {
    const outcome = await this.dataSource.transaction(
      async (
        manager,
      ): Promise<{ error: OtpRejection } | { profile: Profile & Partial<SessionRotated> }> => {
        const current = await this.members.findById(manager, member.id);
        if (!current) throw new AppError(ErrorCode.Unauthorized);
        const change: ProfileChange = { name: body.name };
        if (body.telegram !== undefined) change.telegram = body.telegram || null;
        const bank: ProfileChange = {};
        for (const field of bankFields) {
          if (body[field] !== undefined) bank[field] = body[field] || null;
        }
        const bankChanged = bankFields.some(
          (field) => bank[field] !== undefined && bank[field] !== current[field],
        );
        if (bankChanged) {
          const number = bank.accountNumber ?? current.accountNumber;
          if (number) {
            const holder = await this.members.accountNumberHolder(manager, member.agentId, number);
            if (holder && holder !== member.id)
              throw new AppError(ErrorCode.AccountNumberRegistered);
          }
          // A member with a passkey confirms with it (a step-up proof), the others by SMS.
          const stepUp = await this.proofs.check(manager, member.id, body.stepUpToken);
          if (stepUp === 'none') {
            if (!body.otp)
              throw new AppError(ErrorCode.MissingOtp, { otp: String(ErrorCode.MissingOtp) });
            const checked = await this.otp.check(
              manager,
              member.agentId,
              member.username,
              'bank',
              body.otp,
            );
            // A wrong try must stay counted: commit, then answer.
            if (checked !== 'ok') return { error: checked };
          }
          Object.assign(change, bank);
        }
        let rotated: SessionRotated | undefined;
        await this.members.update(manager, member.id, change).catch((error: unknown) => {
          if (memberConflict(error) === 'accountNumber') {
            throw new AppError(ErrorCode.AccountNumberRegistered);
          }
          throw error;
        });
        if (bankChanged) rotated = { token: await this.sessions.rotate(manager, member) };
        return { profile: { ...(await this.load(manager, member.id)), ...rotated } };
      },
    );
    if ('error' in outcome) throw new AppError(outcome.error);
    return outcome.profile;
  }

  async setNotification(member: CurrentMember, type: Member['notification']): Promise<Profile> {
    await this.members.setNotification(this.dataSource.manager, member.id, type);
    return this.profile(member);
  }

  /**
   * A new password, and the session rotated in the same transaction: the answer carries the
   * device's new token; every copy of the old one (a shared phone, a leaked link) is refused.
   */
  async changePassword(member: CurrentMember, body: ChangePasswordDto): Promise<SessionRotated> {
    const current = await this.members.passwordHash(this.dataSource.manager, member.id);
    if (!current || !(await this.hasher.verify(current, body.oldPassword))) {
      throw new AppError(ErrorCode.CurrentPasswordWrong);
    }
    const passwordHash = await this.hasher.hash(body.newPassword);
    return this.dataSource.transaction(async (manager) => {
      await this.members.setPassword(manager, member.id, passwordHash);
      return { token: await this.sessions.rotate(manager, member) };
    });
  }

  sessionsOverview(member: CurrentMember): Promise<SessionsOverview> {
    return this.sessions.overview(member);
  }

  private async load(manager: EntityManager, id: string): Promise<Profile> {
    const member = await this.members.findById(manager, id);
    if (!member) throw new AppError(ErrorCode.Unauthorized);
    // The top bar badge: tickets still awaiting a result (the open draw and unsettled ones).
    return toProfile(member, await this.tickets.awaiting(manager, id));
  }
}
