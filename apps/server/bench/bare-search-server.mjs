// The floor of any Node server on this machine for a last-2 search: bare Fastify and
// node-postgres running the server's own statement (prepared, as the server sends it) on a pool
// of the server's default size, answering the same envelope; no Nest, validation, session, locale
// or headers. bench/search.mjs runs it under the same load as the real server, to tell the cost
// of our own stack from the cost of Node's HTTP and PostgreSQL client.
//   DATABASE_URL=... PORT=... node bench/bare-search-server.mjs (as the server reads them)
import { centsToDecimal } from '@lottery/contracts';
import Fastify from 'fastify';
import pg from 'pg';
import { lastTwoSearchSql } from './last-two-search.mjs';

const text = await lastTwoSearchSql();
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.post('/searchProduct', async (request) => {
  const { rows } = await pool.query({
    name: 'search_last2',
    text,
    values: ['default', request.body.last2],
  });
  const items = rows[0].items.map((row) => ({
    _id: row.id,
    number: row.number,
    amt: centsToDecimal(Number(row.price)),
    r: row.remaining,
    pi: row.photo,
    op: row.op,
  }));
  return { code: 0, msg: 'ok', result: { period: { items, total: Number(rows[0].total) } } };
});
app.get('/readyz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => pool.end()));
