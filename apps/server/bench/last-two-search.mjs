import { ProductRepository } from '../dist/modules/stock/product.repository.js';

/**
 * The statement the server sends for a first page of 20 by last 2 digits ($1 the shop, $2 the
 * digits), captured from its repository so the benches run exactly what it runs.
 */
export async function lastTwoSearchSql() {
  let captured;
  const manager = {
    query: async (sql) => {
      captured = sql;
      return [{ total: '0', items: [] }];
    },
  };
  await new ProductRepository().search(manager, 'default', { last2: '00' }, 20, 0);
  return captured;
}
