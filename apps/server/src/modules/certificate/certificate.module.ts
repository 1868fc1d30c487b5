import { Module } from '@nestjs/common';
import { CertificateController } from './certificate.controller.js';
import { CertificateKey } from './certificate-key.js';
import { CertificateRepository } from './certificate.repository.js';
import { CertificateService } from './certificate.service.js';

/** Signed ticket certificates (issue 30): reads sheets, orders and gifts; writes nothing. */
@Module({
  controllers: [CertificateController],
  providers: [CertificateKey, CertificateRepository, CertificateService],
  exports: [CertificateService],
})
export class CertificateModule {}
