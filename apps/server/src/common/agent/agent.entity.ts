import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A shop: every row of every other table belongs to one (`agent_id`). */
@Entity('agent')
export class Agent {
  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
