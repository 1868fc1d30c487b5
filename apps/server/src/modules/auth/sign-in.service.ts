import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { SessionService } from '../../common/session/session.service.js';
import type { RequestClient } from '../../common/session/sign-in-client.js';
import type { SignInDto } from './dto/auth.dto.js';
import { LoginGuardRepository } from './login-guard.repository.js';
import { MemberRepository } from './member.repository.js';
import { PasswordHasher } from './password-hasher.js';

export const LOCK_AFTER = 5;
/** Failures of one account, or from one device, within the window before a captcha is due. */
export const CAPTCHA_AFTER = 3;
export const FAILURE_WINDOW_MINUTES = 15;
/** An address over the ceiling (config `signInFailuresPerAddress`) is refused this long. */
export const SUSPENSION_MINUTES = 60;
export const CAPTCHA_TTL_SECONDS = 5 * 60;

type Refusal =
  | typeof ErrorCode.WrongPhoneOrPassword
  | typeof ErrorCode.WrongCaptcha
  | typeof ErrorCode.AccountLocked;

@Injectable()
export class SignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MemberRepository,
    private readonly guard: LoginGuardRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async captcha(): Promise<{ captchaId: string; svg: string }> {
    // 300 x 100 (svg-captcha's default is 150 x 50): shown 240-300 px wide, readable on a phone.
    const { data, text } = svgCaptcha.create({
      size: 5,
      noise: 2,
      ignoreChars: '0oO1iIlL',
      width: 300,
      height: 100,
      fontSize: 90,
    });
    const captchaId = randomBytes(16).toString('base64url');
    await this.guard.insertCaptcha(
      this.dataSource.manager,
      captchaId,
      text.toLowerCase(),
      CAPTCHA_TTL_SECONDS,
    );
    return { captchaId, svg: data };
  }

  /**
   * authCustomer. Checks cheapest first, and every refusal before the password hash: suspended
   * address (4290060, the high ceiling against spraying), locked account (911010), captcha when
   * due for this account or this device (10002), never for a whole address. A failure is
   * committed before its error is raised.
   */
  async signIn(
    agentId: string,
    body: SignInDto,
    client: RequestClient,
  ): Promise<{ token: string }> {
    const manager = this.dataSource.manager;
    const phone = body.username;
    const from = { agentId, phone, device: client.deviceId ?? null, address: client.address };
    if (await this.guard.isSuspended(manager, from.address)) {
      throw new AppError(ErrorCode.IpSuspended);
    }

    const member = await this.members.findByPhone(manager, agentId, phone);
    if (member?.locked) throw new AppError(ErrorCode.AccountLocked);

    const failures = await this.guard.failures(manager, from, FAILURE_WINDOW_MINUTES);
    if (failures.phone >= CAPTCHA_AFTER || failures.device >= CAPTCHA_AFTER) {
      const answer = body.captchaId
        ? await this.guard.useCaptcha(manager, body.captchaId)
        : undefined;
      if (!answer || answer !== body.captcha?.trim().toLowerCase()) {
        throw await this.fail(from, undefined, ErrorCode.WrongCaptcha);
      }
    }

    const passwordHash = member && (await this.members.passwordHash(manager, member.id));
    const right = passwordHash
      ? await this.hasher.verify(passwordHash, body.password)
      : await this.hasher.verifyNothing(body.password);
    if (!member || !right) {
      throw await this.fail(from, member?.id, ErrorCode.WrongPhoneOrPassword);
    }

    const token = await this.dataSource.transaction(async (tx) => {
      // Locked meanwhile (the 5th wrong password in parallel, an admin): no session.
      if ((await this.members.lock(tx, member.id)).locked) {
        throw new AppError(ErrorCode.AccountLocked);
      }
      await this.members.resetFailures(tx, member.id);
      await this.guard.forgetPhone(tx, agentId, phone);
      return this.sessions.start(tx, member.id, client);
    });
    return { token };
  }

  /** Records a failure (and its consequences) and answers the error to raise. */
  private async fail(
    from: { agentId: string; phone: string; device: string | null; address: string },
    memberId: string | undefined,
    refusal: Refusal,
  ): Promise<AppError> {
    const code = await this.dataSource.transaction(async (tx) => {
      await this.guard.recordFailure(tx, from);
      let answer: Refusal = refusal;
      if (memberId && refusal === ErrorCode.WrongPhoneOrPassword) {
        if (await this.members.recordWrongPassword(tx, memberId, LOCK_AFTER)) {
          answer = ErrorCode.AccountLocked;
          // Locked by wrong passwords: the session it had ends with the lock, as an admin's does.
          await this.sessions.endAll(tx, memberId, 'locked');
        }
      }
      const counts = await this.guard.failures(tx, from, FAILURE_WINDOW_MINUTES);
      if (counts.address >= this.config.signInFailuresPerAddress) {
        await this.guard.suspend(tx, from.address, SUSPENSION_MINUTES);
      }
      return answer;
    });
    return new AppError(code);
  }
}
