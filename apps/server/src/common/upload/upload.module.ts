import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LocalFileStore, PRIVATE_FILES, privateUploadsDir, PUBLIC_FILES } from './file-store.js';
import { IdentityPhotos } from './identity-photos.service.js';
import { ImageUploadService } from './image-upload.service.js';
import { MemberUploadRepository } from './member-upload.repository.js';
import { UploadController } from './upload.controller.js';
import { UploadSweep } from './upload-sweep.service.js';
import { uploadsDir } from './uploads.js';

/**
 * Image uploads, the file stores behind them and the sweep of unused identity photos. Exports
 * `IdentityPhotos`, through which checkout uses a member's photo.
 */
@Module({
  controllers: [UploadController],
  providers: [
    {
      provide: PUBLIC_FILES,
      useFactory: (config: AppConfig) => new LocalFileStore(uploadsDir(config.dataDir)),
      inject: [APP_CONFIG],
    },
    {
      provide: PRIVATE_FILES,
      useFactory: (config: AppConfig) => new LocalFileStore(privateUploadsDir(config.dataDir)),
      inject: [APP_CONFIG],
    },
    MemberUploadRepository,
    ImageUploadService,
    UploadSweep,
    IdentityPhotos,
  ],
  exports: [IdentityPhotos],
})
export class UploadModule {}
