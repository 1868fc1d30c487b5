import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AgentGuard } from './common/agent/agent.guard.js';
import { AgentRepository } from './common/agent/agent.repository.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { dataSourceOptions, replicaDataSourceOptions } from './db/data-source.js';
import { PublicReadsModule } from './common/db/public-reads.js';
import { AuditModule } from './common/audit/audit.module.js';
import { ClockModule } from './common/clock/clock.js';
import { IdempotencyModule } from './common/idempotency/idempotency.module.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { SessionModule } from './common/session/session.module.js';
import { UploadModule } from './common/upload/upload.module.js';
import { AuthModule } from './modules/auth/index.js';
import { BotModule } from './modules/bot/index.js';
import { CartModule } from './modules/cart/index.js';
import { CertificateModule } from './modules/certificate/index.js';
import { DemoModule } from './modules/demo/index.js';
import { DrawModule } from './modules/draw/index.js';
import { HealthModule } from './modules/health/index.js';
import { LimitModule } from './modules/limit/index.js';
import { PaymentModule } from './modules/payment/index.js';
import { PrizeModule } from './modules/prize/index.js';
import { PushModule } from './modules/push/index.js';
import { NotifyModule } from './modules/notify/index.js';
import { SettingModule } from './modules/setting/index.js';
import { VitalsModule } from './modules/vitals/index.js';
import { ShelfModule } from './modules/shelf/index.js';
import { StockModule } from './modules/stock/index.js';
import { TransactionModule } from './modules/transaction/index.js';

/** A config whose database is known (main.ts starts the embedded one first when needed). */
export type ResolvedConfig = AppConfig & { databaseUrl: string };

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: ResolvedConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: ResolvedConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config, config.databaseUrl),
          // A database that is still coming up (compose) gets a few seconds, not half a minute.
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        // Public reads from a streaming replica when DATABASE_READ_URL names one.
        PublicReadsModule.forRoot(
          config.databaseReadUrl ? replicaDataSourceOptions(config, config.databaseReadUrl) : null,
        ),
        // What every module uses (global): the clock, sessions and guards, audit, idempotency,
        // the job queue.
        ClockModule,
        JobsModule,
        SessionModule,
        AuditModule,
        IdempotencyModule,
        HealthModule,
        SettingModule,
        VitalsModule,
        DrawModule,
        StockModule,
        CartModule,
        ShelfModule,
        PrizeModule,
        DemoModule,
        AuthModule,
        PaymentModule,
        UploadModule,
        TransactionModule,
        CertificateModule,
        BotModule,
        PushModule,
        NotifyModule,
        LimitModule,
      ],
      providers: [AgentRepository, { provide: APP_GUARD, useClass: AgentGuard }],
    };
  }
}
