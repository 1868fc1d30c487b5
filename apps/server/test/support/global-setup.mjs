// Plain JS: jest loads global setup outside its ESM pipeline. It only names this run's
// template database; the first test file to need it creates and migrates it (databases.ts).
export default function globalSetup() {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL must point at a PostgreSQL server the tests may create databases on',
    );
  }
  // A jest run started by a test (test-isolation.int-spec.ts) clones its parent's template
  // instead of migrating its own; the parent drops it.
  if (process.env.LOTTERY_TEST_TEMPLATE_DB) return;
  // Workers start after this and inherit the environment.
  process.env.LOTTERY_TEST_TEMPLATE_DB = `lottery_tpl_${process.pid}_${Date.now().toString(36)}`;
  globalThis.lotteryOwnsTemplate = true; // read by global-teardown.mjs, in this same process
}
