import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import { randomInt } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { OtpRepository, type OtpPurpose } from './otp.repository.js';
import { keyedHash, randomToken } from './secrets.js';
import { SmsOutboxRepository } from '../notify/index.js';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
export const OTP_PER_DAY = 10;
export const OTP_MAX_TRIES = 5;
/** Codes one address may ask for in an hour, whatever the phones. */
export const OTP_PER_ADDRESS_HOUR = 30;
/** How long a proven phone (verifyToken, resetToken) may be used. */
export const PROOF_TTL_SECONDS = 15 * 60;

const smsText: Record<OtpPurpose, (code: string) => string> = {
  register: (code) => `${code} គឺជាលេខកូដចុះឈ្មោះរបស់អ្នក (5 នាទី) / Your sign-up code`,
  bank: (code) => `${code} គឺជាលេខកូដផ្លាស់ប្ដូរគណនីធនាគារ (5 នាទី) / Your bank change code`,
  recover: (code) => `${code} គឺជាលេខកូដប្ដូរពាក្យសម្ងាត់ (5 នាទី) / Your password reset code`,
};
/** A rejected code is committed before the error is raised (the wrong try must count). */
export type OtpRejection =
  typeof ErrorCode.OtpNotFound | typeof ErrorCode.OtpExpired | typeof ErrorCode.OtpInvalid;
export type OtpCheck = 'ok' | OtpRejection;

@Injectable()
export class OtpService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly otps: OtpRepository,
    private readonly outbox: SmsOutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends a code after the checks of `beforeSend` (run under the phone's lock). 429 with
   * `fields.resendIn` when asked again within 60 s, 429 past 10 codes a day per phone or past
   * 30 an hour from one address.
   */
  async send(
    agentId: string,
    phone: string,
    purpose: OtpPurpose,
    address: string,
    beforeSend?: (manager: EntityManager) => Promise<void>,
  ): Promise<{ resendIn: number; expiresIn: number }> {
    await this.dataSource.transaction(async (manager) => {
      await this.otps.lockPhone(manager, agentId, phone);
      await beforeSend?.(manager);
      const { sinceLast, today, fromAddress } = await this.otps.recent(
        manager,
        agentId,
        phone,
        purpose,
        address,
      );
      if (sinceLast !== null && sinceLast < OTP_RESEND_SECONDS) {
        const resendIn = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - sinceLast));
        throw new AppError(ErrorCode.TooManyRequests, { resendIn: String(resendIn) });
      }
      if (today >= OTP_PER_DAY || fromAddress >= OTP_PER_ADDRESS_HOUR) {
        throw new AppError(ErrorCode.TooManyRequests);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const outboxId = await this.outbox.enqueue(manager, {
        agentId,
        to: phone,
        text: smsText[purpose](code),
        code,
      });
      await this.otps.insert(manager, {
        agentId,
        phone,
        purpose,
        codeHash: this.hash(agentId, phone, purpose, code),
        outboxId,
        address,
        ttlSeconds: OTP_TTL_SECONDS,
      });
    });
    return { resendIn: OTP_RESEND_SECONDS, expiresIn: OTP_TTL_SECONDS };
  }

  /**
   * Checks and, when right, uses the pending code. A wrong code counts a try (the 5th burns
   * it); the caller commits and then raises the answer when it is not 'ok'.
   */
  async check(
    manager: EntityManager,
    agentId: string,
    phone: string,
    purpose: OtpPurpose,
    code: string,
  ): Promise<OtpCheck> {
    const pending = await this.otps.pending(manager, agentId, phone, purpose);
    if (!pending) return ErrorCode.OtpNotFound;
    if (pending.expired) return ErrorCode.OtpExpired;
    if (pending.codeHash !== this.hash(agentId, phone, purpose, code)) {
      await this.otps.wrongTry(manager, pending.id, OTP_MAX_TRIES);
      return ErrorCode.OtpInvalid;
    }
    await this.otps.use(manager, pending.id);
    return 'ok';
  }

  /** verifyOtp / verifyOtpRecove: a right code becomes a 15-minute single-use token. */
  async prove(
    agentId: string,
    phone: string,
    purpose: 'register' | 'recover',
    code: string,
  ): Promise<string> {
    const outcome = await this.dataSource.transaction(
      async (manager): Promise<{ error: OtpRejection } | { token: string }> => {
        const checked = await this.check(manager, agentId, phone, purpose, code);
        if (checked !== 'ok') return { error: checked };
        const token = randomToken();
        await this.otps.insertProof(manager, {
          tokenHash: this.proofHash(token),
          agentId,
          phone,
          purpose,
          ttlSeconds: PROOF_TTL_SECONDS,
        });
        return { token };
      },
    );
    if ('error' in outcome) throw new AppError(outcome.error);
    return outcome.token;
  }

  /** Uses a token from `prove`; false when it is not a live one for this phone. */
  useProof(
    manager: EntityManager,
    agentId: string,
    phone: string,
    purpose: 'register' | 'recover',
    token: string,
  ): Promise<boolean> {
    return this.otps.useProof(manager, {
      tokenHash: this.proofHash(token),
      agentId,
      phone,
      purpose,
    });
  }

  /** A cheap look before expensive work; `useProof` in the transaction still decides. */
  proofIsLive(
    agentId: string,
    phone: string,
    purpose: 'register' | 'recover',
    token: string,
  ): Promise<boolean> {
    return this.otps.proofIsLive(this.dataSource.manager, {
      tokenHash: this.proofHash(token),
      agentId,
      phone,
      purpose,
    });
  }

  private hash(agentId: string, phone: string, purpose: OtpPurpose, code: string): string {
    return keyedHash(this.config.sessionSecret, `otp:${agentId}:${phone}:${purpose}:${code}`);
  }

  private proofHash(token: string): string {
    return keyedHash(this.config.sessionSecret, `proof:${token}`);
  }
}
