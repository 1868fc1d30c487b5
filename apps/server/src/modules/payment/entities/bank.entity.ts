import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A bank members can be paid to (`/banklist`). */
@Entity('bank')
export class Bank {
  @PrimaryColumn('text')
  code!: string;

  @Column('text')
  name!: string;

  @Column('integer')
  sort!: number;
}
