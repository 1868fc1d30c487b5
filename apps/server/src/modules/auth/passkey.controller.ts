import {
  Body,
  Controller,
  createParamDecorator,
  HttpCode,
  Post,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { Agent } from '../../common/agent/agent.decorator.js';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import { SignInFrom, type RequestClient } from '../../common/session/sign-in-client.js';
import {
  PasskeyAssertionDto,
  PasskeyRegisterDto,
  PasskeyRemoveDto,
  PasskeyRenameDto,
} from './dto/passkey.dto.js';
import { PasskeyService } from './passkey.service.js';

/** The request's own origin: used for passkeys only outside production and without config. */
const RequestOrigin = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { protocol: request.protocol, host: request.host };
});
type Origin = { protocol: string; host: string | undefined };

const passkeyExample = {
  id: '12',
  name: 'My phone',
  createdAt: '2026-11-26T10:00:00.000Z',
  lastUsedAt: '2026-11-26T12:30:00.000Z',
};
const optionsNote = "Pass to @simplewebauthn/browser's start...(); the challenge: once, 5 minutes";

@ApiTags('passkeys')
@ApiHeader({ name: 'locale', required: false, description: 'km, th or en' })
@Controller('api/customer/passkey')
export class PasskeyController {
  constructor(private readonly passkeys: PasskeyService) {}

  @Post('list')
  @Answer([passkeyExample])
  @HttpCode(200)
  @UseGuards(SessionGuard)
  list(@Member() member: CurrentMember) {
    return this.passkeys.list(member);
  }

  @Post('registerOptions')
  @Answer({ challenge: '...', rp: { id: 'shop.example' } }, optionsNote)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  registerOptions(@Member() member: CurrentMember, @RequestOrigin() origin: Origin) {
    return this.passkeys.registrationOptions(member, this.passkeys.party(origin));
  }

  @Post('register')
  @Answer([passkeyExample], "The member's passkeys, the new one included")
  @HttpCode(200)
  @UseGuards(SessionGuard)
  register(
    @Member() member: CurrentMember,
    @RequestOrigin() origin: Origin,
    @Body() body: PasskeyRegisterDto,
  ) {
    return this.passkeys.register(
      member,
      this.passkeys.party(origin),
      body.name,
      body.credential as unknown as RegistrationResponseJSON,
    );
  }

  @Post('rename')
  @Answer([passkeyExample])
  @HttpCode(200)
  @UseGuards(SessionGuard)
  rename(@Member() member: CurrentMember, @Body() body: PasskeyRenameDto) {
    return this.passkeys.rename(member, body.id, body.name);
  }

  @Post('remove')
  @Answer([], 'Needs the password or a step-up proof; answers the passkeys left')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  remove(@Member() member: CurrentMember, @Body() body: PasskeyRemoveDto) {
    return this.passkeys.remove(member, body.id, body);
  }

  @Post('signInOptions')
  @Answer({ challenge: '...', rpId: 'shop.example' }, optionsNote)
  @HttpCode(200)
  signInOptions(@Agent() agentId: string, @RequestOrigin() origin: Origin) {
    return this.passkeys.signInOptions(agentId, this.passkeys.party(origin));
  }

  @Post('signIn')
  @Answer({ token: 'session token' }, 'As authCustomer: the one session of the member')
  @HttpCode(200)
  signIn(
    @Agent() agentId: string,
    @RequestOrigin() origin: Origin,
    @Body() body: PasskeyAssertionDto,
    @SignInFrom() client: RequestClient,
  ) {
    return this.passkeys.signIn(
      agentId,
      this.passkeys.party(origin),
      body.credential as unknown as AuthenticationResponseJSON,
      client,
    );
  }

  @Post('stepUpOptions')
  @Answer({ challenge: '...', allowCredentials: [] }, optionsNote)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  stepUpOptions(@Member() member: CurrentMember, @RequestOrigin() origin: Origin) {
    return this.passkeys.stepUpOptions(member, this.passkeys.party(origin));
  }

  @Post('stepUp')
  @Answer(
    { stepUpToken: 'p9X...', expiresIn: 300 },
    'A proof for one withdrawal or bank change (field stepUpToken) within 5 minutes',
  )
  @HttpCode(200)
  @UseGuards(SessionGuard)
  stepUp(
    @Member() member: CurrentMember,
    @RequestOrigin() origin: Origin,
    @Body() body: PasskeyAssertionDto,
  ) {
    return this.passkeys.stepUp(
      member,
      this.passkeys.party(origin),
      body.credential as unknown as AuthenticationResponseJSON,
    );
  }
}
