// Makes a fresh machine ready for the two commands: pnpm, then the workspace's dependencies.
// Plain Node with no dependencies, because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';

export function log(message) {
  console.log(`\x1b[36m▸ ${message}\x1b[0m`);
}

/** Runs a command in the repo root with inherited output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const error = new Error(
      `${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

function has(command, args = ['--version']) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function ensurePnpm() {
  if (has('pnpm')) return;
  log(`installing pnpm ${PNPM_VERSION}`);
  run('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`]);
}

/** A fingerprint of everything that decides the installed tree. */
function dependencyFingerprint() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']) {
    hash.update(readFileSync(join(root, file)));
  }
  for (const folder of ['apps', 'libs']) {
    for (const name of readdirSync(join(root, folder)).sort()) {
      const manifest = join(root, folder, name, 'package.json');
      if (existsSync(manifest)) hash.update(readFileSync(manifest));
    }
  }
  return hash.digest('hex');
}

function ensureDependencies() {
  const stamp = join(root, 'node_modules', '.bootstrap-fingerprint');
  const fingerprint = dependencyFingerprint();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  log('installing dependencies');
  run('pnpm', ['install', '--frozen-lockfile']);
  writeFileSync(stamp, fingerprint);
}

export function bootstrap() {
  ensurePnpm();
  ensureDependencies();
}

export function build() {
  log('building the shop (a few minutes on the first start)');
  run('pnpm', ['--recursive', '--reporter=append-only', 'build']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    bootstrap();
  } catch (error) {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  }
}
