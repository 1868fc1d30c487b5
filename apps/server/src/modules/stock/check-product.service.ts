import { Injectable } from '@nestjs/common';
import { centsToDecimal, type CheckedProduct } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { ProductRepository } from './product.repository.js';

/** The cart's re-check: current price and stock per product id, in the order asked. */
@Injectable()
export class CheckProductService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductRepository,
  ) {}

  async check(agentId: string, ids: string[]): Promise<CheckedProduct[]> {
    const rows = await this.products.byIds(this.dataSource.manager, agentId, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Unknown products and products of a draw not on sale can no longer be bought: r is 0.
    return ids.map((id) => {
      const row = byId.get(id);
      return {
        _id: id,
        amt: row ? centsToDecimal(row.price) : '0.00',
        r: row?.onSale ? row.remaining : 0,
      };
    });
  }
}
