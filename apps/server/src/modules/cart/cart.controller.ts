import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Agent } from '../../common/agent/agent.decorator.js';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import {
  CartLineDto,
  CartLinesDto,
  CartProductDto,
  CheckProductDto,
  PhoneCartDto,
} from './dto/cart.dto.js';
import { MemberCartService } from './member-cart.service.js';
import { QuoteService } from './quote.service.js';

const cartExample = [
  {
    _id: '12',
    number: '123456',
    pi: '/ticket-photo/123456-1.svg',
    amt: '3.50',
    r: 4,
    op: [],
    qty: 2,
  },
];

const quoteExample = {
  lines: [{ productId: '12', number: '123456', qty: 2, amt: '3.50', lineTotal: '7.00', r: 4 }],
  total: '7.00',
  balance: '20.00',
  balanceAfter: '13.00',
  limitsLeft: { daily: '25.00', monthly: null, breakUntil: null },
  short: {},
  unavailable: [],
  refusal: null,
};

/** The spec's re-check of a cart, for visitors and members alike (no session). */
@ApiTags('draws')
@ApiHeader({ name: 'agentId', required: false, description: 'Shop id; default shop if missing' })
@Controller()
export class CartCheckController {
  constructor(private readonly carts: MemberCartService) {}

  @Post('api/customer/user/checkProduct')
  @Answer(
    [{ _id: '12', amt: '3.50', r: 4 }],
    'Price and stock per product id, in order (r 0 when gone or not on sale)',
  )
  @HttpCode(200)
  checkProduct(@Agent() agentId: string, @Body() body: CheckProductDto) {
    return this.carts.check(agentId, body.products);
  }
}

/** The member's cart kept on the server (each answer is the whole cart), and the quote. */
@ApiTags('cart')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/cart')
@UseGuards(SessionGuard)
export class CartController {
  constructor(
    private readonly carts: MemberCartService,
    private readonly quotes: QuoteService,
  ) {}

  @Post('list')
  @ApiOperation({ summary: 'My cart, with today’s prices and sheets left' })
  @Answer(cartExample)
  @HttpCode(200)
  list(@Member() member: CurrentMember) {
    return this.carts.list(member);
  }

  @Post('add')
  @ApiOperation({ summary: 'Adds sheets of a number, capped by the sheets left' })
  @Answer(cartExample)
  @HttpCode(200)
  add(@Member() member: CurrentMember, @Body() body: CartLineDto) {
    return this.carts.add(member, body);
  }

  @Post('replace')
  @ApiOperation({ summary: 'Makes my cart exactly these lines' })
  @Answer(cartExample)
  @HttpCode(200)
  replace(@Member() member: CurrentMember, @Body() body: CartLinesDto) {
    return this.carts.replace(member, body.products);
  }

  @Post('remove')
  @ApiOperation({ summary: 'Takes a number out of my cart' })
  @Answer(cartExample)
  @HttpCode(200)
  remove(@Member() member: CurrentMember, @Body() body: CartProductDto) {
    return this.carts.remove(member, body.productId);
  }

  @Post('clear')
  @ApiOperation({ summary: 'Empties my cart' })
  @Answer([])
  @HttpCode(200)
  clear(@Member() member: CurrentMember) {
    return this.carts.clear(member);
  }

  @Post('merge')
  @ApiOperation({
    summary:
      'On sign-in: the phone’s cart joins mine (union; a number in both keeps the larger qty)',
  })
  @Answer(cartExample)
  @HttpCode(200)
  merge(@Member() member: CurrentMember, @Body() body: PhoneCartDto) {
    return this.carts.merge(member, body.products);
  }

  @Post('quote')
  @ApiOperation({
    summary: 'What a checkout of these lines would cost and leave (nothing is bought)',
  })
  @Answer(quoteExample)
  @HttpCode(200)
  quote(@Member() member: CurrentMember, @Body() body: PhoneCartDto) {
    return this.quotes.quote(member, body.products);
  }
}
