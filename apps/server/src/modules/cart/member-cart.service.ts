import { Injectable } from '@nestjs/common';
import {
  cartMaxLines,
  centsToDecimal,
  ErrorCode,
  rules,
  type CheckedProduct,
  type ServerCartLine,
} from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { ProductLookup, type CartProduct } from '../stock/index.js';
import { mergeCarts, type StoredLine } from './cart-merge.js';
import { wantedQuantities } from './cart-lines.js';
import { MemberCartRepository } from './member-cart.repository.js';

const sheetsLeft = (product: CartProduct | undefined) =>
  product?.onSale ? Math.max(0, product.remaining) : 0;

/**
 * The member's cart kept on the server, so that it follows them to another device. Every call is
 * one transaction on the primary and answers the whole cart as it now is (today's prices and
 * stock), in the cookie cart's line shape. Writes check every line first: a bad line writes
 * nothing.
 */
@Injectable()
export class MemberCartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly carts: MemberCartRepository,
    private readonly products: ProductLookup,
  ) {}

  /** The spec's re-check: price and stock per product id, in order (r 0 when not on sale). */
  async check(agentId: string, ids: string[]): Promise<CheckedProduct[]> {
    const byId = await this.productsById(this.dataSource.manager, agentId, ids);
    return ids.map((id) => {
      const row = byId.get(id);
      return { _id: id, amt: row ? centsToDecimal(row.price) : '0.00', r: sheetsLeft(row) };
    });
  }

  list(member: CurrentMember): Promise<ServerCartLine[]> {
    return this.dataSource.transaction((manager) => this.answer(manager, member));
  }

  /** Adds sheets of a number (to the line already there), capped by the sheets left (none: 4005). */
  add(member: CurrentMember, line: StoredLine): Promise<ServerCartLine[]> {
    return this.write(member, async (manager, lines) => {
      const product = (await this.known(manager, member.agentId, [line.productId])).get(
        line.productId,
      )!;
      const current = lines.find((stored) => stored.productId === line.productId);
      if (!current && lines.length >= cartMaxLines) throw new AppError(ErrorCode.CartFull);
      const qty = Math.min((current?.qty ?? 0) + line.qty, sheetsLeft(product), rules.quantity.max);
      if (qty < 1)
        throw new AppError(ErrorCode.NotEnoughProduct, { [line.productId]: String(qty) });
      await this.carts.put(manager, member.id, { productId: line.productId, qty });
    });
  }

  /**
   * Makes the cart exactly these lines (the drawer's edits): each capped by the sheets left, and
   * a number sold out or off sale meanwhile left out. A product not the shop's is bad input (4003).
   */
  replace(member: CurrentMember, wanted: StoredLine[]): Promise<ServerCartLine[]> {
    return this.write(member, async (manager) => {
      const quantities = wantedQuantities(wanted);
      const byId = await this.known(manager, member.agentId, [...quantities.keys()]);
      const lines = [...quantities]
        .map(([productId, qty]) => ({
          productId,
          qty: Math.min(qty, sheetsLeft(byId.get(productId)), rules.quantity.max),
        }))
        .filter((line) => line.qty > 0);
      await this.carts.replace(manager, member.id, lines);
    });
  }

  remove(member: CurrentMember, productId: string): Promise<ServerCartLine[]> {
    return this.write(member, (manager) => this.carts.remove(manager, member.id, productId));
  }

  clear(member: CurrentMember): Promise<ServerCartLine[]> {
    return this.write(member, (manager) => this.carts.clear(manager, member.id));
  }

  /** Sign-in: the phone's cart joins the server's by `mergeCarts`' rule. */
  merge(member: CurrentMember, local: StoredLine[]): Promise<ServerCartLine[]> {
    return this.write(member, async (manager, server) => {
      const localLines = [...wantedQuantities(local)].map(([productId, qty]) => ({
        productId,
        qty,
      }));
      const ids = [...new Set([...server, ...localLines].map((line) => line.productId))];
      const byId = await this.productsById(manager, member.agentId, ids);
      const left = new Map(ids.map((id) => [id, sheetsLeft(byId.get(id))]));
      await this.carts.replace(manager, member.id, mergeCarts(server, localLines, left));
    });
  }

  private write(
    member: CurrentMember,
    change: (manager: EntityManager, lines: StoredLine[]) => Promise<void>,
  ): Promise<ServerCartLine[]> {
    return this.dataSource.transaction(async (manager) => {
      await this.carts.lock(manager, member.id);
      await change(manager, await this.carts.lines(manager, member.id));
      return this.answer(manager, member);
    });
  }

  /** The products, each of which must be one of the shop's (4003 names any other). */
  private async known(manager: EntityManager, agentId: string, ids: string[]) {
    const byId = await this.productsById(manager, agentId, ids);
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length)
      throw new AppError(
        ErrorCode.ProductNotFound,
        Object.fromEntries(missing.map((id) => [id, String(ErrorCode.ProductNotFound)])),
      );
    return byId;
  }

  private async productsById(manager: EntityManager, agentId: string, ids: string[]) {
    const rows = await this.products.byIds(manager, agentId, ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async answer(manager: EntityManager, member: CurrentMember): Promise<ServerCartLine[]> {
    const lines = await this.carts.lines(manager, member.id);
    const byId = await this.productsById(
      manager,
      member.agentId,
      lines.map((line) => line.productId),
    );
    return lines.flatMap(({ productId, qty }) => {
      const product = byId.get(productId);
      // A closed draw's numbers leave the cart, as the cookie cart is emptied when sales stop.
      if (!product?.onSale) return [];
      return [
        {
          _id: productId,
          number: product.number,
          pi: product.photo,
          amt: centsToDecimal(product.price),
          r: sheetsLeft(product),
          op: product.op,
          qty,
        },
      ];
    });
  }
}
