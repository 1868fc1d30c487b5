// `npm start`: install what is missing, build, and serve the PWA and the API on one port.
// With no DATABASE_URL the server starts its own PostgreSQL under DATA_DIR.
import { spawn } from 'node:child_process';
import { bootstrap, build, log, root } from './bootstrap.mjs';

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
