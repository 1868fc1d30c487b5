import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LocalFileStore, PRIVATE_FILES, privateUploadsDir, PUBLIC_FILES } from './file-store.js';
import { ImageUploadService } from './image-upload.service.js';
import { MemberUploadRepository } from './member-upload.repository.js';
import { UploadController } from './upload.controller.js';
import { uploadsDir } from './uploads.js';

/** Image uploads and the file stores behind them. Exports who uploaded what, for checkout. */
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
  ],
  exports: [MemberUploadRepository],
})
export class UploadModule {}
