import { Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  adjustBalanceSchema,
  ledgerExportSchema,
  payWithdrawalSchema,
  refIdSchema,
  rejectWithdrawalSchema,
  walletQueueSchema,
} from '@lottery/contracts';
import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { PlainResponse } from '../../common/envelope/plain-response.decorator.js';
import { IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';
import { ValibotPipe } from '../../common/validation/valibot.pipe.js';
import { Answer, Payload } from '../../common/openapi/openapi.js';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { DepositService } from './deposit.service.js';
import { WalletAdminService } from './wallet-admin.service.js';
import {
  adminDepositExample,
  adminWithdrawalExample,
  Idempotent,
  queueFields,
} from './wallet.openapi.js';
import { WithdrawalService } from './withdrawal.service.js';

type Body<S extends v.GenericSchema> = v.InferOutput<S>;

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
  ) {}

  @Post('deposits')
  @Payload(queueFields)
  @Answer({ items: [adminDepositExample], total: 1 })
  @HttpCode(200)
  depositQueue(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(walletQueueSchema)) body: Body<typeof walletQueueSchema>,
  ) {
    return this.wallet.depositQueue(admin, body);
  }

  @Post('withdrawals')
  @Payload(queueFields)
  @Answer({ items: [adminWithdrawalExample], total: 1 })
  @HttpCode(200)
  withdrawalQueue(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(walletQueueSchema)) body: Body<typeof walletQueueSchema>,
  ) {
    return this.wallet.withdrawalQueue(admin, body);
  }

  @Post('confirmDeposit')
  @Idempotent()
  @Payload({ RefId: { type: 'string', example: adminDepositExample.RefId } })
  @Answer({ ...adminDepositExample, status: 'confirmed', confirmedBy: '011222333' })
  @HttpCode(200)
  confirmDeposit(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(refIdSchema)) body: Body<typeof refIdSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return this.deposits.confirmByAdmin(admin, body, key);
  }

  @Post('payWithdraw')
  @Idempotent()
  @Payload({
    RefId: { type: 'string', example: adminWithdrawalExample.RefId },
    bankReference: { type: 'string', example: 'ABA-20261123-0001' },
  })
  @Answer({ ...adminWithdrawalExample, status: 'paid', bankReference: 'ABA-20261123-0001' })
  @HttpCode(200)
  payWithdraw(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(payWithdrawalSchema)) body: Body<typeof payWithdrawalSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return this.withdrawals.pay(admin, body, key);
  }

  @Post('rejectWithdraw')
  @Idempotent()
  @Payload({
    RefId: { type: 'string', example: adminWithdrawalExample.RefId },
    reason: { type: 'string', example: 'Account name does not match' },
  })
  @Answer({ ...adminWithdrawalExample, status: 'rejected', reason: 'Account name does not match' })
  @HttpCode(200)
  rejectWithdraw(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(rejectWithdrawalSchema)) body: Body<typeof rejectWithdrawalSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return this.withdrawals.reject(admin, body, key);
  }

  @Post('adjustBalance')
  @Payload({
    userId: { type: 'string', example: '7' },
    amt: { type: 'string', example: '-1.50', description: 'Signed USD: negative takes money' },
    reason: { type: 'string', example: 'Refund of a duplicate transfer' },
  })
  @Answer({ userId: '7', balance: '8.50' })
  @HttpCode(200)
  adjustBalance(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(adjustBalanceSchema)) body: Body<typeof adjustBalanceSchema>,
  ) {
    return this.wallet.adjustBalance(admin, body);
  }

  @Get('ledger')
  @PlainResponse()
  @ApiQuery({ name: 'StartDate', example: '2026-11-01', description: 'YYYY-MM-DD, Bangkok' })
  @ApiQuery({ name: 'endDate', example: '2026-11-30', description: 'YYYY-MM-DD, included' })
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
    @Query(new ValibotPipe(ledgerExportSchema)) query: Body<typeof ledgerExportSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const csv = await this.wallet.ledgerCsv(admin, query);
    // Set only on success: a failure is the usual JSON envelope.
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="ledger.csv"');
    return csv;
  }

  @Post('reconcile')
  @Payload({})
  @Answer({ members: 120, mismatches: [] }, 'Members whose balance is not the sum of their ledger')
  @HttpCode(200)
  reconcile(@Member() admin: CurrentMember) {
    return this.wallet.reconcile(admin);
  }
}
