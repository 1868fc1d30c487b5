import { Controller, Get, Header, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ticketKeyPath } from '@lottery/contracts';
import { Agent, SkipAgent } from '../../common/agent/agent.decorator.js';
import { PlainResponse } from '../../common/envelope/plain-response.decorator.js';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import { CertificateKey } from './certificate-key.js';
import { CertificateService } from './certificate.service.js';
import { StampedPhotos } from './stamped-photo.service.js';
import { VerifyTicketDto } from './dto/certificate.dto.js';

/** Public: the key that signs ticket certificates, and the check of one certificate. */
@ApiTags('certificates')
@Controller()
export class CertificateController {
  constructor(
    private readonly key: CertificateKey,
    private readonly certificates: CertificateService,
  ) {}

  @Get(ticketKeyPath.slice(1))
  @SkipAgent()
  @PlainResponse()
  @Header('Cache-Control', 'public, max-age=3600')
  // RFC 7517's own media type: a standard document, not the shop's envelope.
  @Header('Content-Type', 'application/jwk+json')
  @ApiOperation({
    summary: 'The Ed25519 public key of ticket certificates, as a JWK (no envelope)',
  })
  publicKey() {
    return this.key.publicJwk;
  }

  @Get('verifyTicket')
  @ApiOperation({
    summary:
      'Checks a ticket certificate: valid, or changedHands when the sheet was received by someone since; 8001 when this shop did not sign it',
  })
  @Answer({
    status: 'valid',
    facts: {
      shop: 'default',
      sheetId: '41',
      gid: '3',
      number: '123456',
      setNo: 1,
      owner: '012****78',
      at: '2026-11-23T10:00:00.000Z',
      hand: 1,
    },
    roundName: 'Round 2026-12-01',
    drawDate: '2026-12-01',
    photo: '/ticket-photo/123456-1.svg',
    history: [{ event: 'bought', at: '2026-11-23T10:00:00.000Z' }],
  })
  verify(@Agent() agentId: string, @Query() query: VerifyTicketDto) {
    return this.certificates.check(agentId, query.c);
  }
}

/** The stamped photo of a sheet, for the member who holds it (issue 30). */
@ApiTags('certificates')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/user')
@UseGuards(SessionGuard)
export class StampedPhotoController {
  constructor(private readonly photos: StampedPhotos) {}

  @Get('sheetPhoto/:sheetId')
  @PlainResponse()
  @ApiOperation({
    summary:
      "The sheet's photo stamped with its holder's masked phone, order and date (JPEG, or SVG for a drawn sheet); 8004 for anyone who does not hold it",
  })
  async photo(
    @Member() member: CurrentMember,
    @Param('sheetId') sheetId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const stamped = await this.photos.forHolder(member, sheetId);
    // Set once the photo is there: a refusal is the JSON envelope. The holder's own: kept by
    // their browser, never by a shared cache.
    reply.header('content-type', stamped.type);
    reply.header('cache-control', 'private, max-age=86400');
    return stamped.body;
  }
}
