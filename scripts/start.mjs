// `npm start`: install what is missing, build, and serve the PWA and the API on one port.
// With no DATABASE_URL the server starts its own PostgreSQL under DATA_DIR.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureRuntime } from './runtime.mjs';
import { bootstrap, build, log, root } from './bootstrap.mjs';

await ensureRuntime();
try {
  bootstrap();
  build();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

log('starting the server (Ctrl-C stops it)');
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});

// Ctrl-C reaches the whole process group; the server shuts itself (and its PostgreSQL) down,
// so this wrapper only waits for it and passes its exit code on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 0 : 1)));

/**
 * Once the server answers, where to go: the shop, its admin, and (with the file SMS provider,
 * the default outside production) the file the sign-up and sign-in codes are written to.
 */
async function tellWhereToGo() {
  const port = process.env.PORT?.trim() || '3000';
  const shop = `http://localhost:${port}`;
  for (let tries = 0; tries < 240; tries += 1) {
    const ready = await fetch(`${shop}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((done) => setTimeout(done, 500));
  }
  const production = process.env.NODE_ENV === 'production';
  const smsProvider = process.env.SMS_PROVIDER?.trim() || (production ? 'http' : 'file');
  const dataDir = resolve(root, process.env.DATA_DIR?.trim() || '.data');
  const outbox = process.env.SMS_OUTBOX_FILE?.trim() || `${dataDir}/sms-outbox.jsonl`;
  log(`the shop: ${shop}`);
  log(
    process.env.ADMIN_PHONE
      ? `its admin: ${shop}/admin (sign in as ${process.env.ADMIN_PHONE.trim()})`
      : `its admin: ${shop}/admin (set ADMIN_PHONE and ADMIN_PASSWORD to create the admin)`,
  );
  if (smsProvider === 'file') log(`codes sent by SMS are written to ${outbox}`);
}
void tellWhereToGo();
