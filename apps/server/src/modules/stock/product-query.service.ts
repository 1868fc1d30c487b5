import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  ErrorCode,
  hasSearchField,
  type Page,
  type ProductItem,
} from '@lottery/contracts';
import type { Paging } from '../../common/db/page-of.js';
import { PublicReads } from '../../common/db/public-reads.js';
import { AppError } from '../../common/errors/app-error.js';
import { ProductRepository, type ListedProduct, type ProductFilter } from './product.repository.js';

function toProductItem(product: ListedProduct): ProductItem {
  return {
    _id: product.id,
    number: product.number,
    amt: centsToDecimal(product.price),
    r: product.remaining,
    pi: product.photo,
    op: product.op,
  };
}

/** The public side of the stock: numbers on sale in the open draw, found, picked or hot. */
@Injectable()
export class ProductQueryService {
  constructor(
    private readonly reads: PublicReads,
    private readonly products: ProductRepository,
  ) {}

  /** A field left empty ('') is not filled in; one must be (5002). */
  async search(
    agentId: string,
    fields: ProductFilter,
    { page, limit }: Paging,
  ): Promise<Page<ProductItem>> {
    const filter = Object.fromEntries(Object.entries(fields).filter(([, value]) => value));
    if (!hasSearchField(filter)) throw new AppError(ErrorCode.InvalidFormat);
    const { rows, total } = await this.reads.run((manager) =>
      this.products.search(manager, agentId, filter, limit, (page - 1) * limit),
    );
    return { items: rows.map(toProductItem), total };
  }

  /** A random in-stock product of the open draw, or null when nothing is on sale. */
  async random(agentId: string): Promise<ProductItem | null> {
    const product = await this.reads.run((manager) => this.products.random(manager, agentId));
    return product ? toProductItem(product) : null;
  }

  /** Pinned numbers first, then the best sellers. */
  async hot(agentId: string, { page, limit }: Paging): Promise<Page<ProductItem>> {
    const { rows, total } = await this.reads.run((manager) =>
      this.products.hot(manager, agentId, limit, (page - 1) * limit),
    );
    return { items: rows.map(toProductItem), total };
  }
}
