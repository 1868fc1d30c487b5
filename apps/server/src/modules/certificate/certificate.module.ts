import { Module } from '@nestjs/common';
import { CertificateController, StampedPhotoController } from './certificate.controller.js';
import { CertificateKey } from './certificate-key.js';
import { CertificateRepository } from './certificate.repository.js';
import { CertificateService } from './certificate.service.js';
import { StampedPhotos } from './stamped-photo.service.js';

/**
 * Signed ticket certificates and stamped sheet photos (issue 30): reads sheets, orders and gifts;
 * writes no table (stamps are files under DATA_DIR/stamped).
 */
@Module({
  controllers: [CertificateController, StampedPhotoController],
  providers: [CertificateKey, CertificateRepository, CertificateService, StampedPhotos],
  exports: [CertificateService],
})
export class CertificateModule {}
