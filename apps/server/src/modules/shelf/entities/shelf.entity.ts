import { Check, Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A shelf on the home page: the products whose `op` holds its tag. */
@Entity('product_group')
@Unique('product_group_agent_id_tag_key', ['agentId', 'tag'])
export class ProductGroup {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('agent', { name: 'product_group_agent_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column('text')
  tag!: string;

  @Column({ name: 'name_km', type: 'text' })
  nameKm!: string;

  @Column({ name: 'name_th', type: 'text' })
  nameTh!: string;

  @Column({ name: 'name_en', type: 'text' })
  nameEn!: string;

  @Column({ type: 'integer', default: 0 })
  sort!: number;
}

/** A number an admin pinned among the hot numbers. */
@Entity('hot_pin')
@Unique('hot_pin_agent_id_number_key', ['agentId', 'number'])
@Check('hot_pin_number_check', "number ~ '^[0-9]{6}$'")
export class HotPin {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('agent', { name: 'hot_pin_agent_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column({ type: 'char', length: 6 })
  number!: string;

  @Column({ type: 'integer', default: 0 })
  sort!: number;
}
