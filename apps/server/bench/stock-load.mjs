// Loading an evening's stock: a CSV of 100,000 sheets (20,000 numbers, 5 sets each) uploaded by
// an admin through /api/company/draw/uploadStock into an open draw. Budget: under 10 s.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @lottery/server bench
import { cpus } from 'node:os';
import { log, runMain, withBenchServer } from './support.mjs';

const SHEETS = Number(process.env.BENCH_SHEETS ?? 100_000);
const admin = { phone: '0990000009', password: 'bench2026' };

async function call(base, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.code !== 0) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.result.period;
}

function stockFile() {
  const lines = ['number,set,price,photo,tags'];
  for (let i = 0; i < SHEETS; i++) {
    const number = String((Math.floor(i / 5) * 7919) % 1_000_000).padStart(6, '0');
    lines.push(`${number},${(i % 5) + 1},3.50,,${i % 3 === 0 ? 'lucky' : ''}`);
  }
  return lines.join('\n');
}

async function main() {
  log(`machine: ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown'}`);
  const env = { ADMIN_PHONE: admin.phone, ADMIN_PASSWORD: admin.password };
  await withBenchServer('stockbench', { env }, async ({ base }) => {
    const { token } = await call(base, '/api/authCustomer', {
      username: admin.phone,
      password: admin.password,
    });
    const day = 86_400_000;
    const drawId = await call(
      base,
      '/api/company/draw/create',
      {
        roundName: 'bench',
        drawDate: new Date(Date.now() + 10 * day).toISOString().slice(0, 10),
        openSellDate: new Date(Date.now() - day).toISOString(),
        closeSellDate: new Date(Date.now() + 9 * day).toISOString(),
      },
      token,
    );
    const csv = stockFile();
    const form = new FormData();
    form.set('gameEventId', String(typeof drawId === 'object' ? drawId._id : drawId));
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'stock.csv');
    const started = performance.now();
    const response = await fetch(`${base}/api/company/draw/uploadStock`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    const answer = await response.json();
    const ms = performance.now() - started;
    if (answer.code !== 0 || answer.result.period.loaded !== SHEETS) {
      throw new Error(`upload refused: ${JSON.stringify(answer).slice(0, 500)}`);
    }
    const { loaded, products } = answer.result.period;
    log(
      `uploadStock: ${loaded.toLocaleString('en')} sheets (${products.toLocaleString('en')} numbers, ` +
        `${(csv.length / 1e6).toFixed(1)} MB CSV) in ${(ms / 1000).toFixed(2)} s ` +
        `(budget 10 s: ${ms < 10_000 ? 'within' : 'OVER'})`,
    );
  });
}

runMain(main);
