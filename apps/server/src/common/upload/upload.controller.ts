import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Answer } from '../openapi/openapi.js';
import { Member, SessionGuard } from '../session/session.guard.js';
import type { CurrentMember } from '../session/current-member.js';
import { PlainResponse } from '../envelope/plain-response.decorator.js';
import { ImageUploadService } from './image-upload.service.js';

/** Image upload (any signed-in member) and the private images members uploaded. */
@ApiTags('settings')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller()
@UseGuards(SessionGuard)
export class UploadController {
  constructor(private readonly images: ImageUploadService) {}

  // The checkout's id-card photo uses it (spec section 2), admins their logos.
  @Post('api/company/setting/uploadImg')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['input'],
      properties: { input: { type: 'string', format: 'binary', description: 'jpg or png' } },
    },
  })
  @Answer(
    { url: '/api/customer/upload/6f1c0a6e-7d1b-4b8e-9a44-0c7b8a1e2f3d.jpg' },
    "In result.period. A member's image is private (GET it with the session); an admin's is public under /uploads/img/",
  )
  @HttpCode(200)
  uploadImg(@Member() member: CurrentMember, @Req() request: FastifyRequest) {
    return this.images.upload(member, request);
  }

  /** The image itself (not the envelope), for its uploader or an admin; 404 for anyone else. */
  @Get('api/customer/upload/:name')
  @PlainResponse()
  async privateImage(
    @Member() member: CurrentMember,
    @Param('name') name: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const image = await this.images.read(member, name);
    reply
      .type(image.type)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline');
    return image.data;
  }
}
