import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ErrorCode, type AdminMember, type AuditEntry, type Page } from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import { safeInteger } from '../../common/db/columns.js';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { SessionService } from '../../common/session/session.service.js';
import type { PagingDto } from '../../common/validation/paging.dto.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type {
  LockMemberDto,
  MemberListDto,
  SetPaymentTypeDto,
  SetRoleDto,
} from './dto/admin-member.dto.js';
import type { Member } from './entities/member.entity.js';
import { MemberRepository } from './member.repository.js';
import { PasswordHasher } from './password-hasher.js';

function toAdminMember(member: Member): AdminMember {
  return {
    id: safeInteger(member.id),
    username: member.username,
    name: member.name,
    role: member.role,
    locked: member.locked,
    prefixPayment: member.prefixPayment,
    createdAt: member.createdAt.toISOString(),
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

  async list(admin: CurrentMember, body: MemberListDto): Promise<Page<AdminMember>> {
    const { rows, total } = await this.members.search(
      this.dataSource.manager,
      admin.agentId,
      body.q || undefined,
      body,
    );
    return { items: rows.map(toAdminMember), total };
  }

  /** Locking ends the member's session; unlocking clears the wrong-password count. */
  async setLocked(admin: CurrentMember, body: LockMemberDto): Promise<AdminMember> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.target(manager, admin, body.userId);
      await this.members.lock(manager, target.id);
      const member = await this.members.setLocked(manager, target.id, body.locked);
      if (body.locked) await this.sessions.endAll(manager, target.id, 'locked');
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: body.locked ? 'member.lock' : 'member.unlock',
        targetId: target.id,
      });
      return toAdminMember(member);
    });
  }

  async setRole(admin: CurrentMember, body: SetRoleDto): Promise<AdminMember> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.target(manager, admin, body.userId);
      const member = await this.members.setRole(manager, target.id, body.role);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'member.role',
        targetId: target.id,
        detail: { from: target.role, to: body.role },
      });
      return toAdminMember(member);
    });
  }

  /** `topup` (pays from the balance) or `other` (buys for customers with their id photo). */
  async setPaymentType(admin: CurrentMember, body: SetPaymentTypeDto): Promise<AdminMember> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.target(manager, admin, body.userId);
      const member = await this.members.setPrefixPayment(manager, target.id, body.prefixPayment);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'member.paymentType',
        targetId: target.id,
        detail: { from: target.prefixPayment, to: body.prefixPayment },
      });
      return toAdminMember(member);
    });
  }

  async auditList(admin: CurrentMember, body: PagingDto): Promise<Page<AuditEntry>> {
    const { rows, total } = await this.audit.list(this.dataSource.manager, admin.agentId, body);
    return {
      items: rows.map((line) => ({
        id: safeInteger(line.id),
        actor: line.actor,
        action: line.action,
        target: line.target,
        detail: line.detail,
        at: line.at.toISOString(),
      })),
      total,
    };
  }

  private async target(
    manager: EntityManager,
    admin: CurrentMember,
    userId: string,
  ): Promise<Member> {
    const member = await this.members.findById(manager, userId);
    if (!member || member.agentId !== admin.agentId) throw new AppError(ErrorCode.InvalidUser);
    // An admin locking or demoting itself could leave the shop with no admin until a restart.
    if (member.id === admin.id) throw new AppError(ErrorCode.OwnAccount);
    return member;
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
