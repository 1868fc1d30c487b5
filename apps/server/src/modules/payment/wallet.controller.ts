import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { depositSchema, historySchema, refIdSchema } from '@lottery/contracts';
import type * as v from 'valibot';
import { IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';
import { ValibotPipe } from '../../common/validation/valibot.pipe.js';
import { Answer, Payload } from '../../common/openapi/openapi.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { DepositService } from './deposit.service.js';
import { depositExample, historyFields, Idempotent, withdrawalExample } from './wallet.openapi.js';
import { WithdrawalService } from './withdrawal.service.js';

type Body<S extends v.GenericSchema> = v.InferOutput<S>;

/** The member's wallet (`/api/customer/payment/...`). */
@ApiTags('payment')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/payment')
@UseGuards(SessionGuard)
export class WalletController {
  constructor(
    private readonly deposits: DepositService,
    private readonly withdrawals: WithdrawalService,
  ) {}

  @Post('deposit')
  @Idempotent()
  @Payload({ amt: { type: 'string', example: '25.00', description: 'USD, no minimum' } })
  @Answer(depositExample)
  @HttpCode(200)
  deposit(
    @Member() member: CurrentMember,
    @Body(new ValibotPipe(depositSchema)) body: Body<typeof depositSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return this.deposits.create(member, body, key);
  }

  @Post('getDeposit')
  @Payload({ RefId: { type: 'string', example: depositExample.RefId } })
  @Answer(depositExample)
  @HttpCode(200)
  getDeposit(
    @Member() member: CurrentMember,
    @Body(new ValibotPipe(refIdSchema)) body: Body<typeof refIdSchema>,
  ) {
    return this.deposits.show(member, body.RefId);
  }

  @Post('withdraw')
  @Idempotent()
  @Payload({})
  @Answer(withdrawalExample, 'The whole balance, pending until an admin pays it out')
  @HttpCode(200)
  withdraw(@Member() member: CurrentMember, @IdempotencyKey() key: string | undefined) {
    return this.withdrawals.withdraw(member, key);
  }

  @Post('getHistoryDeposit')
  @Payload(historyFields)
  @Answer({ items: [depositExample], total: 1 })
  @HttpCode(200)
  depositHistory(
    @Member() member: CurrentMember,
    @Body(new ValibotPipe(historySchema)) body: Body<typeof historySchema>,
  ) {
    return this.deposits.history(member, body);
  }

  @Post('getHistoryWithdraw')
  @Payload(historyFields)
  @Answer({ items: [withdrawalExample], total: 1 })
  @HttpCode(200)
  withdrawalHistory(
    @Member() member: CurrentMember,
    @Body(new ValibotPipe(historySchema)) body: Body<typeof historySchema>,
  ) {
    return this.withdrawals.history(member, body);
  }
}
