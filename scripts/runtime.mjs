// The Node runtime every command runs on. Node 20 reached its end of life in April 2026 and
// packages the shop uses ask for 22, but a newcomer's machine may still have 20: then the
// official binaries of the pinned version come from the npm registry (the `node-<os>-<cpu>`
// packages carry them) into `.data/`, and the command starts again on them, with them first on
// PATH so that pnpm, the builds, the tests and the server all run on the same Node.
// Plain Node with no dependencies, because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The pinned runtime (an LTS line); the Dockerfile's image and `engines` say the same. */
export const NODE_VERSION = '22.23.3';
const OLDEST = [22, 12]; // what the dependencies ask for

function isRecentEnough(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > OLDEST[0] || (major === OLDEST[0] && minor >= OLDEST[1]);
}

function pinnedNode() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const name = `node-${platform}-${process.arch}`;
  const prefix = join(root, '.data', `node-${NODE_VERSION}`);
  const binary = join(prefix, 'node_modules', name, 'bin', 'node');
  if (!existsSync(binary)) {
    console.log(
      `\x1b[36m▸ Node ${process.versions.node} is too old: fetching Node ${NODE_VERSION}\x1b[0m`,
    );
    const args = ['install', '--no-save', '--no-fund', '--no-audit', '--prefix', prefix];
    const result = spawnSync('npm', [...args, `${name}@${NODE_VERSION}`], { stdio: 'inherit' });
    if (result.status !== 0 || !existsSync(binary)) {
      console.error(`could not fetch ${name}@${NODE_VERSION} from the npm registry`);
      process.exit(result.status || 1);
    }
  }
  return binary;
}

/**
 * On a recent enough Node, returns and the command goes on. Otherwise runs this same command on
 * the pinned Node and exits with its code (never returns). Ctrl-C reaches the whole process
 * group, the new command included, so this process only waits for it to stop; a SIGTERM or
 * SIGHUP sent to this process alone is passed on.
 */
export async function ensureRuntime() {
  if (isRecentEnough(process.versions.node)) return;
  const node = pinnedNode();
  const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(node, process.argv.slice(1), { stdio: 'inherit', env });
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => {
    child.on('exit', (status, signal) => resolve(status ?? (signal === 'SIGINT' ? 130 : 1)));
  });
  process.exit(code);
}
