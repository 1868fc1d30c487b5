import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { paymentSignatureHeader } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { Answer, Payload } from '../../common/openapi/openapi.js';
import { PAYMENT_CALLBACK_PATH } from './callback-signature.js';
import { DepositService } from './deposit.service.js';

/** The payment provider tells us money for a deposit arrived. No session: the signature. */
@ApiTags('payment')
@Controller()
export class PaymentCallbackController {
  constructor(private readonly deposits: DepositService) {}

  @Post(PAYMENT_CALLBACK_PATH.slice(1))
  @ApiHeader({
    name: 'X-Signature',
    required: true,
    description: 'Hex HMAC-SHA256 of the raw request body with PAYMENT_CALLBACK_SECRET',
  })
  @Payload({
    RefId: { type: 'string', example: 'D7K2M9QX4HRT' },
    amt: { type: 'string', example: '25.00', description: 'Must equal the deposit (else 6007)' },
    providerRef: { type: 'string', optional: true, description: "The provider's transfer id" },
  })
  @Answer({ RefId: 'D7K2M9QX4HRT', status: 'confirmed' })
  @HttpCode(200)
  callback(
    @Req() request: FastifyRequest,
    @Headers(paymentSignatureHeader) signature: string | undefined,
    @Body() body: unknown,
  ) {
    return this.deposits.confirmByProvider(request.rawBody, signature, body);
  }
}
