import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../common/openapi/openapi.js';
import { CallbackSignatureGuard, PAYMENT_CALLBACK_PATH } from './callback-signature.js';
import { DepositService } from './deposit.service.js';
import { PaymentCallbackDto } from './dto/wallet.dto.js';

/** The payment provider tells us money for a deposit arrived. No session: the signature. */
@ApiTags('payment')
@Controller()
export class PaymentCallbackController {
  constructor(private readonly deposits: DepositService) {}

  @Post(PAYMENT_CALLBACK_PATH.slice(1))
  @UseGuards(CallbackSignatureGuard)
  @ApiHeader({
    name: 'X-Signature',
    required: true,
    description: 'Hex HMAC-SHA256 of the raw request body with PAYMENT_CALLBACK_SECRET',
  })
  @Answer({ RefId: 'D7K2M9QX4HRT', status: 'confirmed' })
  @HttpCode(200)
  callback(@Body() body: PaymentCallbackDto) {
    return this.deposits.confirmByProvider(body);
  }
}
