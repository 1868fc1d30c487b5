import { Global, Module } from '@nestjs/common';
import { AuditRepository } from './audit.repository.js';

/** The audit log writer, for every module. */
@Global()
@Module({ providers: [AuditRepository], exports: [AuditRepository] })
export class AuditModule {}
