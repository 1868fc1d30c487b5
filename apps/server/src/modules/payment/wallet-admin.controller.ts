import { Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PlainResponse } from '../../common/envelope/plain-response.decorator.js';
import { IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';
import { Answer, Idempotent } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import { BakongCheckService } from './bakong/bakong-check.service.js';
import { adminDepositExample, adminWithdrawalExample } from './answers.js';
import { DepositService } from './deposit.service.js';
import {
  AdjustBalanceDto,
  LedgerExportDto,
  PayWithdrawalDto,
  RejectWithdrawalDto,
  WalletQueueDto,
} from './dto/wallet-admin.dto.js';
import { RefIdDto } from './dto/wallet.dto.js';
import { WalletAdminService } from './wallet-admin.service.js';
import { WithdrawalService } from './withdrawal.service.js';

/** The admin side of the wallet (`/api/company/payment/...`). */
@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@Controller('api/company/payment')
@UseGuards(AdminGuard)
export class WalletAdminController {
  constructor(
    private readonly wallet: WalletAdminService,
    private readonly deposits: DepositService,
    private readonly withdrawals: WithdrawalService,
    private readonly bakongCheck: BakongCheckService,
  ) {}

  @Post('deposits')
  @Answer({ items: [adminDepositExample], total: 1 })
  @HttpCode(200)
  depositQueue(@Member() admin: CurrentMember, @Body() body: WalletQueueDto) {
    return this.wallet.depositQueue(admin, body);
  }

  @Post('withdrawals')
  @Answer({ items: [adminWithdrawalExample], total: 1 })
  @HttpCode(200)
  withdrawalQueue(@Member() admin: CurrentMember, @Body() body: WalletQueueDto) {
    return this.wallet.withdrawalQueue(admin, body);
  }

  @Post('confirmDeposit')
  @Idempotent()
  @Answer({ ...adminDepositExample, status: 'confirmed', confirmedBy: '011222333' })
  @HttpCode(200)
  confirmDeposit(
    @Member() admin: CurrentMember,
    @Body() body: RefIdDto,
    @IdempotencyKey() key: string | undefined,
  ) {
    return this.deposits.confirmByAdmin(admin, body, key);
  }

  @Post('payWithdraw')
  @Idempotent()
  @Answer({ ...adminWithdrawalExample, status: 'paid', bankReference: 'ABA-20261123-0001' })
  @HttpCode(200)
  payWithdraw(
    @Member() admin: CurrentMember,
    @Body() body: PayWithdrawalDto,
    @IdempotencyKey() key: string | undefined,
  ) {
    return this.withdrawals.pay(admin, body, key);
  }

  @Post('rejectWithdraw')
  @Idempotent()
  @Answer({ ...adminWithdrawalExample, status: 'rejected', reason: 'Account name does not match' })
  @HttpCode(200)
  rejectWithdraw(
    @Member() admin: CurrentMember,
    @Body() body: RejectWithdrawalDto,
    @IdempotencyKey() key: string | undefined,
  ) {
    return this.withdrawals.reject(admin, body, key);
  }

  @Post('adjustBalance')
  @Answer({ userId: '7', balance: '8.50' })
  @HttpCode(200)
  adjustBalance(@Member() admin: CurrentMember, @Body() body: AdjustBalanceDto) {
    return this.wallet.adjustBalance(admin, body);
  }

  @Get('ledger')
  @PlainResponse()
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'One line per ledger entry, oldest first (errors still come as the JSON envelope)',
    schema: {
      type: 'string',
      example:
        'id,time,member phone,kind,amount,balance after,reference,note\r\n' +
        '1,2026-11-23T10:05:00.000Z,012345678,deposit,25.00,25.00,D7K2M9QX4HRT,\r\n',
    },
  })
  async ledger(
    @Member() admin: CurrentMember,
    @Query() query: LedgerExportDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const csv = await this.wallet.ledgerCsv(admin, query);
    // Set only on success: a failure is the usual JSON envelope.
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="ledger.csv"');
    return csv;
  }

  /** No body. Is Bakong's transaction check on, and how has it been going (failures, token). */
  @Post('bakong')
  @Answer({
    enabled: true,
    calls: 1520,
    failures: 3,
    lastOkAt: '2026-11-23T10:05:00.000Z',
    lastError: 'Bakong did not answer within 5000 ms',
    lastErrorAt: '2026-11-23T09:58:00.000Z',
    tokenExpired: false,
    pending: 4,
  })
  @HttpCode(200)
  bakongStatus() {
    return this.bakongCheck.status();
  }

  /** Bangkok days: each day's Bakong transactions against the credited deposits, and the differences. */
  @Post('bakongReconcile')
  @Answer({
    days: [{ day: '2026-11-23', transactions: 41, credited: 42, differences: 1 }],
    differences: [
      {
        day: '2026-11-23',
        RefId: 'D7K2M9QX4HRT',
        hash: null,
        amt: '25.00',
        paid: null,
        currency: null,
        status: 'confirmed',
        late: false,
        issue: 'no_transaction',
      },
    ],
  })
  @HttpCode(200)
  bakongReconcile(@Member() admin: CurrentMember, @Body() body: LedgerExportDto) {
    return this.bakongCheck.reconcile(admin.agentId, { from: body.StartDate, to: body.endDate });
  }

  @Get('bakongReconcile')
  @PlainResponse()
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Every line of the Bakong reconciliation of the days, differences or not',
    schema: {
      type: 'string',
      example:
        'day,RefId,bakong hash,amount,paid,currency,status,late,issue\r\n' +
        '2026-11-23,D7K2M9QX4HRT,8f1c...,25.00,25.00,USD,confirmed,,\r\n',
    },
  })
  async bakongReconcileCsv(
    @Member() admin: CurrentMember,
    @Query() query: LedgerExportDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const days = { from: query.StartDate, to: query.endDate };
    const csv = await this.bakongCheck.reconcileCsv(admin.agentId, days);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="bakong-reconciliation.csv"');
    return csv;
  }

  /** No body. */
  @Post('reconcile')
  @Answer(
    { members: 120, mismatches: [], entryMismatches: [] },
    'Members whose balance is not the sum of their ledger, entries whose balance after is not the running sum',
  )
  @HttpCode(200)
  reconcile(@Member() admin: CurrentMember) {
    return this.wallet.reconcile(admin);
  }
}
