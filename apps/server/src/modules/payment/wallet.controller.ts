import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';
import { Answer, Idempotent } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import { BakongCheckService } from './bakong/bakong-check.service.js';
import { depositExample, withdrawalExample } from './answers.js';
import { DepositService } from './deposit.service.js';
import { DepositDto, HistoryDto, RefIdDto, WithdrawDto } from './dto/wallet.dto.js';
import { WithdrawalService } from './withdrawal.service.js';

/** The member's wallet (`/api/customer/payment/...`). */
@ApiTags('payment')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/payment')
@UseGuards(SessionGuard)
export class WalletController {
  constructor(
    private readonly deposits: DepositService,
    private readonly withdrawals: WithdrawalService,
    private readonly bakongCheck: BakongCheckService,
  ) {}

  @Post('deposit')
  @Idempotent()
  @Answer(depositExample)
  @HttpCode(200)
  deposit(
    @Member() member: CurrentMember,
    @Body() body: DepositDto,
    @IdempotencyKey() key: string | undefined,
  ) {
    return this.deposits.create(member, body, key);
  }

  @Post('getDeposit')
  @Answer(depositExample)
  @HttpCode(200)
  getDeposit(@Member() member: CurrentMember, @Body() body: RefIdDto) {
    return this.deposits.show(member, body);
  }

  /** Bakong's link that opens a banking app on the deposit's payment (null: show the QR only). */
  @Post('depositLink')
  @Answer({ link: 'https://bakong.page.link/abc123' })
  @HttpCode(200)
  depositLink(@Member() member: CurrentMember, @Body() body: RefIdDto) {
    return this.bakongCheck.deepLink(member.id, body.RefId);
  }

  /** Always the whole balance; the body carries only a passkey step-up proof, when needed. */
  @Post('withdraw')
  @Idempotent()
  @Answer(withdrawalExample, 'The whole balance, pending until an admin pays it out')
  @HttpCode(200)
  withdraw(
    @Member() member: CurrentMember,
    @IdempotencyKey() key: string | undefined,
    @Body() body: WithdrawDto,
  ) {
    return this.withdrawals.withdraw(member, key, body.stepUpToken);
  }

  @Post('getHistoryDeposit')
  @Answer({ items: [depositExample], total: 1 })
  @HttpCode(200)
  depositHistory(@Member() member: CurrentMember, @Body() body: HistoryDto) {
    return this.deposits.history(member, body);
  }

  @Post('getHistoryWithdraw')
  @Answer({ items: [withdrawalExample], total: 1 })
  @HttpCode(200)
  withdrawalHistory(@Member() member: CurrentMember, @Body() body: HistoryDto) {
    return this.withdrawals.history(member, body);
  }
}
