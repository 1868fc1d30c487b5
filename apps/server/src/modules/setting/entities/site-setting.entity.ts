import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A shop's look and contact: title, share image, logo, Telegram, theme, closed or not. */
@Entity('site_setting')
@Check('site_setting_theme_check', 'theme BETWEEN 1 AND 19')
export class SiteSetting {
  @ForeignKey('agent', { name: 'site_setting_agent_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column({ name: 'web_title', type: 'text', default: 'ហាងឆ្នោតថៃ' })
  webTitle!: string;

  @Column({ name: 'social_share', type: 'text', default: '/icons/share.png' })
  socialShare!: string;

  @Column({ type: 'text', default: '/icons/logo.svg' })
  logo!: string;

  @Column({ type: 'text', default: 'lottothai_kh' })
  telegram!: string;

  @Column({ type: 'boolean', default: false })
  closed!: boolean;

  /** 1 to 19. */
  @Column({ type: 'integer', default: 1 })
  theme!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
