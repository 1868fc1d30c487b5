import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A shelf on the home page: the products whose `op` holds its tag. */
@Entity('product_group')
export class ProductGroup {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

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
export class HotPin {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column({ type: 'char', length: 6 })
  number!: string;

  @Column({ type: 'integer', default: 0 })
  sort!: number;
}
