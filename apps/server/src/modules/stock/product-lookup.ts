import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductRepository, type ListedProduct } from './product.repository.js';

/** A product as the cart sees it: price in cents, sheets left, whether its draw is on sale. */
export type CartProduct = ListedProduct & { onSale: boolean };

/**
 * What the cart needs from the stock, and nothing more: the current price and stock of products
 * by id, read with the caller's manager (the primary: a cart never answers from the replica).
 */
@Injectable()
export class ProductLookup {
  constructor(private readonly products: ProductRepository) {}

  byIds(manager: EntityManager, agentId: string, ids: string[]): Promise<CartProduct[]> {
    return ids.length ? this.products.byIds(manager, agentId, ids) : Promise.resolve([]);
  }
}
