import { Injectable } from '@nestjs/common';
import { centsToDecimal, ErrorCode, type Profile } from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type * as v from 'valibot';
import { AppError } from '../../common/errors/app-error.js';
import type { changePasswordBody, updateProfileBody } from './auth.schemas.js';
import {
  memberConflict,
  MemberRepository,
  type MemberRow,
  type ProfileChange,
} from './member.repository.js';
import { OtpService, type OtpRejection } from './otp.service.js';
import { PasswordHasher } from './password-hasher.js';
import type { CurrentMember } from './session.service.js';
import { countAwaitingTickets } from '../transaction/ticket.repository.js';

export function toProfile(row: MemberRow): Profile {
  const cents = Number(row.balance);
  if (!Number.isSafeInteger(cents)) throw new Error(`unsafe balance for member ${row.id}`);
  return {
    id: Number(row.id),
    username: row.username,
    name: row.name,
    role: row.role,
    balance: centsToDecimal(cents),
    // Counted by load() (sheets awaiting a result); 0 where only the member row is at hand.
    totalTicket: 0,
    prefixPayment: row.prefix_payment,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    telegram: row.telegram,
    notification: row.notification,
  };
}

@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MemberRepository,
    private readonly otp: OtpService,
    private readonly hasher: PasswordHasher,
  ) {}

  async profile(member: CurrentMember): Promise<Profile> {
    return this.load(this.dataSource.manager, member.id);
  }

  /** Name and chat link freely; a bank field change needs an OTP from getOtp purpose 'bank'. */
  async update(
    member: CurrentMember,
    body: v.InferOutput<typeof updateProfileBody>,
  ): Promise<Profile> {
    const outcome = await this.dataSource.transaction(
      async (manager): Promise<{ error: OtpRejection } | { profile: Profile }> => {
        const current = await this.members.findById(manager, member.id);
        if (!current) throw new AppError(ErrorCode.Unauthorized);
        const change: ProfileChange = { name: body.name };
        if (body.telegram !== undefined) change.telegram = body.telegram || null;
        const bank: ProfileChange = {
          bank_name: body.bankName === undefined ? undefined : body.bankName || null,
          account_name: body.accountName === undefined ? undefined : body.accountName || null,
          account_number: body.accountNumber === undefined ? undefined : body.accountNumber || null,
        };
        const bankChanged = (Object.keys(bank) as Array<keyof ProfileChange>).some(
          (key) => bank[key] !== undefined && bank[key] !== current[key],
        );
        if (bankChanged) {
          const number = bank.account_number ?? current.account_number;
          if (number) {
            const holder = await this.members.accountNumberHolder(manager, member.agentId, number);
            if (holder && holder !== member.id)
              throw new AppError(ErrorCode.AccountNumberRegistered);
          }
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
          Object.assign(change, bank);
        }
        await this.members.update(manager, member.id, change).catch((error: unknown) => {
          if (memberConflict(error) === 'accountNumber') {
            throw new AppError(ErrorCode.AccountNumberRegistered);
          }
          throw error;
        });
        return { profile: await this.load(manager, member.id) };
      },
    );
    if ('error' in outcome) throw new AppError(outcome.error);
    return outcome.profile;
  }

  async setNotification(member: CurrentMember, type: string): Promise<Profile> {
    await this.members.setNotification(this.dataSource.manager, member.id, type);
    return this.profile(member);
  }

  async changePassword(
    member: CurrentMember,
    body: v.InferOutput<typeof changePasswordBody>,
  ): Promise<null> {
    const row = await this.members.findById(this.dataSource.manager, member.id);
    if (!row || !(await this.hasher.verify(row.password_hash, body.oldPassword))) {
      throw new AppError(ErrorCode.CurrentPasswordWrong);
    }
    const passwordHash = await this.hasher.hash(body.newPassword);
    await this.members.setPassword(this.dataSource.manager, member.id, passwordHash);
    return null;
  }

  private async load(manager: EntityManager, id: string): Promise<Profile> {
    const row = await this.members.findById(manager, id);
    if (!row) throw new AppError(ErrorCode.Unauthorized);
    // The top bar badge: tickets still awaiting a result (the open draw and unsettled ones).
    return { ...toProfile(row), totalTicket: await countAwaitingTickets(manager, id) };
  }
}
