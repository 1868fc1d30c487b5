import pg from 'pg';

export default async function globalTeardown() {
  const template = process.env.LOTTERY_TEST_TEMPLATE_DB;
  if (!template || !globalThis.lotteryOwnsTemplate) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(template)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
