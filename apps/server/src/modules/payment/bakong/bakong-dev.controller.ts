import { Body, Controller, HttpCode, Inject, Post, type OnModuleDestroy } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ErrorCode } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../../common/errors/app-error.js';
import { RefIdDto } from '../dto/wallet.dto.js';
import { Deposit } from '../entities/deposit.entity.js';
import type { BakongStandIn } from './bakong-stand-in.js';
import { BAKONG_STAND_IN } from './bakong.providers.js';

/**
 * Development only: `POST /api/dev/bakong/pay {"RefId": ...}` pays a pending deposit's QR code at
 * the local Bakong stand-in, as a banking app would; the transaction check then credits it.
 * Without the stand-in (production, tests, a real Bakong) the route does not exist (404).
 */
@ApiExcludeController()
@Controller('api/dev/bakong')
export class BakongDevController implements OnModuleDestroy {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BAKONG_STAND_IN) private readonly local: { standIn: BakongStandIn } | null,
  ) {}

  @Post('pay')
  @HttpCode(200)
  async pay(@Body() body: RefIdDto) {
    if (!this.local) throw new AppError(ErrorCode.RouteNotFound);
    const deposit = await this.dataSource.manager.findOneBy(Deposit, { refId: body.RefId });
    if (!deposit) throw new AppError(ErrorCode.InvalidRefId);
    const transaction = this.local.standIn.pay(deposit.khqr);
    return { RefId: deposit.refId, hash: transaction.hash };
  }

  onModuleDestroy(): Promise<void> {
    return this.local?.standIn.stop() ?? Promise.resolve();
  }
}
