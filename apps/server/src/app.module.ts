import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AgentGuard } from './common/agent/agent.guard.js';
import { AgentRepository } from './common/agent/agent.repository.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { dataSourceOptions } from './db/data-source.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { DrawModule } from './modules/draw/draw.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { PaymentModule } from './modules/payment/payment.module.js';
import { SettingModule } from './modules/setting/setting.module.js';
import { TransactionModule } from './modules/transaction/transaction.module.js';
import { UploadModule } from './common/upload/upload.module.js';

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
        HealthModule,
        SettingModule,
        DrawModule,
        AuthModule,
        PaymentModule,
        UploadModule,
        TransactionModule,
      ],
      providers: [AgentRepository, { provide: APP_GUARD, useClass: AgentGuard }],
    };
  }
}
