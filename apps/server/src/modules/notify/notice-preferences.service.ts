import { Inject, Injectable } from '@nestjs/common';
import {
  noticeChannels,
  noticeKinds,
  type NoticeChannel,
  type NoticeKind,
  type NoticePreferenceGrid,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { CurrentMember } from '../../common/session/current-member.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { channelAvailability, wantsSql } from './notice-channels.js';

/** The member's grid of notice kinds and channels (the profile's notice settings). */
@Injectable()
export class NoticePreferences {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async grid(member: CurrentMember): Promise<NoticePreferenceGrid> {
    const switches = noticeKinds.flatMap((kind) =>
      noticeChannels.map((channel) => `${wantsSql('m', kind, channel)} AS "${kind}.${channel}"`),
    );
    const [row] = (await this.dataSource.query(
      `SELECT ${switches.join(', ')} FROM member m WHERE m.id = $1`,
      [member.id],
    )) as Array<Record<string, boolean>>;
    const unavailable = await channelAvailability(
      this.dataSource.manager,
      member.id,
      this.config.telegramMode !== 'off',
    );
    return {
      channels: noticeChannels.map((channel) => ({ channel, unavailable: unavailable[channel] })),
      kinds: noticeKinds.map((kind) => ({
        kind,
        on: Object.fromEntries(
          noticeChannels.map((channel) => [channel, row?.[`${kind}.${channel}`] === true]),
        ) as Record<NoticeChannel, boolean>,
      })),
    };
  }

  /** Stores one switch (an unavailable channel may be switched on: it waits until it works). */
  async set(
    member: CurrentMember,
    change: { kind: NoticeKind; channel: NoticeChannel; on: boolean },
  ): Promise<NoticePreferenceGrid> {
    await this.dataSource.query(
      `INSERT INTO notice_preference (member_id, kind, channel, enabled) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, kind, channel) DO UPDATE SET enabled = $4, updated_at = now()`,
      [member.id, change.kind, change.channel, change.on],
    );
    return this.grid(member);
  }
}
