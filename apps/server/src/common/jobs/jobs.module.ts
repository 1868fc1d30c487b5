import { Global, Module } from '@nestjs/common';
import { JobsAdminController } from './jobs-admin.controller.js';
import { Jobs } from './jobs.js';

/** The job queue, for every module (global), and its admin view. */
@Global()
@Module({ providers: [Jobs], exports: [Jobs], controllers: [JobsAdminController] })
export class JobsModule {}
