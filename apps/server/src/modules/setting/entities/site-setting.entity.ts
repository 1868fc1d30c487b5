import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A shop's look and contact: title, share image, logo, Telegram, theme, closed or not. */
@Entity('site_setting')
export class SiteSetting {
  @PrimaryColumn({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column({ name: 'web_title', type: 'text' })
  webTitle!: string;

  @Column({ name: 'social_share', type: 'text' })
  socialShare!: string;

  @Column('text')
  logo!: string;

  @Column('text')
  telegram!: string;

  @Column('boolean')
  closed!: boolean;

  /** 1 to 19. */
  @Column('integer')
  theme!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
