import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** One number in a signed-in member's cart on the server: the product and the sheets wanted. */
@Entity('member_cart_line')
@Index('member_cart_line_product', ['productId'])
@Check('member_cart_line_qty_check', 'qty BETWEEN 1 AND 1000')
export class MemberCartLine {
  @ForeignKey('member', { name: 'member_cart_line_member_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'member_id', type: 'bigint' })
  memberId!: string;

  @ForeignKey('product', { name: 'member_cart_line_product_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'product_id', type: 'bigint' })
  productId!: string;

  @Column('integer')
  qty!: number;

  @Column({ name: 'added_at', type: 'timestamptz', default: () => 'now()' })
  addedAt!: Date;
}
