import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ErrorCode, type AdminMember, type AuditEntry, type Page } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type * as v from 'valibot';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { auditListBody, lockMemberBody, memberListBody, setRoleBody } from './auth.schemas.js';
import { AuditRepository } from './audit.repository.js';
import { MemberRepository, type MemberRow } from './member.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionService, type CurrentMember } from './session.service.js';

function toAdminMember(row: MemberRow): AdminMember {
  return {
    id: Number(row.id),
    username: row.username,
    name: row.name,
    role: row.role,
    locked: row.locked,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

@Injectable()
export class AdminMemberService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MemberRepository,
    private readonly audit: AuditRepository,
    private readonly sessions: SessionService,
  ) {}

  async list(
    admin: CurrentMember,
    body: v.InferOutput<typeof memberListBody>,
  ): Promise<Page<AdminMember>> {
    const { rows, total } = await this.members.search(
      this.dataSource.manager,
      admin.agentId,
      body.q || undefined,
      body,
    );
    return { items: rows.map(toAdminMember), total };
  }

  /** Locking ends the member's session; unlocking clears the wrong-password count. */
  async setLocked(
    admin: CurrentMember,
    body: v.InferOutput<typeof lockMemberBody>,
  ): Promise<AdminMember> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.target(manager, admin, body.userId);
      await this.members.lock(manager, target.id);
      const row = await this.members.setLocked(manager, target.id, body.locked);
      if (body.locked) await this.sessions.endAll(manager, target.id, 'locked');
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: body.locked ? 'member.lock' : 'member.unlock',
        targetId: target.id,
      });
      return toAdminMember(row);
    });
  }

  async setRole(
    admin: CurrentMember,
    body: v.InferOutput<typeof setRoleBody>,
  ): Promise<AdminMember> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.target(manager, admin, body.userId);
      const row = await this.members.setRole(manager, target.id, body.role);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'member.role',
        targetId: target.id,
        detail: { from: target.role, to: body.role },
      });
      return toAdminMember(row);
    });
  }

  async auditList(
    admin: CurrentMember,
    body: v.InferOutput<typeof auditListBody>,
  ): Promise<Page<AuditEntry>> {
    const { rows, total } = await this.audit.list(this.dataSource.manager, admin.agentId, body);
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        actor: row.actor,
        action: row.action,
        target: row.target,
        detail: row.detail,
        at: new Date(row.at).toISOString(),
      })),
      total,
    };
  }

  private async target(
    manager: Parameters<MemberRepository['findById']>[0],
    admin: CurrentMember,
    userId: number,
  ): Promise<MemberRow> {
    const row = await this.members.findById(manager, userId);
    if (!row || row.agent_id !== admin.agentId) throw new AppError(ErrorCode.InvalidUser);
    return row;
  }
}

/** ADMIN_PHONE + ADMIN_PASSWORD: the admin exists with that password after every start. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MemberRepository,
    private readonly audit: AuditRepository,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminPhone, adminPassword, defaultAgentId } = this.config;
    if (!adminPhone || !adminPassword) {
      if (this.config.nodeEnv === 'development') {
        this.logger.warn(
          'No admin account: start with ADMIN_PHONE=<9-10 digits> ADMIN_PASSWORD=<letters and digits> ' +
            'to create one (e.g. ADMIN_PHONE=012345678 ADMIN_PASSWORD=admin2026 npm start)',
        );
      }
      return;
    }
    const passwordHash = await this.hasher.hash(adminPassword);
    await this.dataSource.transaction(async (manager) => {
      const admin = await this.members.upsertAdmin(
        manager,
        defaultAgentId,
        adminPhone,
        passwordHash,
      );
      await this.audit.write(manager, {
        agentId: defaultAgentId,
        actorId: null,
        action: 'admin.bootstrap',
        targetId: admin.id,
      });
    });
    this.logger.log(`admin ${adminPhone} is ready`);
  }
}
