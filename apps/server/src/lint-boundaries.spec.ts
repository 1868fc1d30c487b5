// The import boundaries of eslint.config.js, probed with ESLint itself on files that exist only
// in memory: a module's internals imported from another module fail lint, for every folder under
// src/modules (a module added tomorrow included), and its index.ts does not.
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const modules = readdirSync(join(serverDir, 'src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The rules that fire on `source` as the file at `path` of the tree at `root` (its config). */
async function lintIn(root: string, path: string, source: string): Promise<string[]> {
  // Two trees in one process: the parser is told which one it is in.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: { languageOptions: { parserOptions: { tsconfigRootDir: root } } },
  });
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const lintProbe = (path: string, source: string) => lintIn(serverDir, path, source);

const probe = (target: string) => `import { x } from '${target}';\nexport const probe = x;\n`;

describe('module boundaries (eslint.config.js)', () => {
  it('knows more than one module', () => {
    expect(modules).toEqual(expect.arrayContaining(['bot', 'limit', 'vitals', 'transaction']));
  });

  it.each(modules)("another module's internals of %s fail lint", async (target) => {
    const importer = target === 'transaction' ? 'stock' : 'transaction';
    expect(
      await lintProbe(
        `src/modules/${importer}/probe.ts`,
        probe(`../${target}/internal.service.js`),
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it.each(modules)('%s through its index.ts passes', async (target) => {
    const importer = target === 'transaction' ? 'stock' : 'transaction';
    expect(
      await lintProbe(`src/modules/${importer}/probe.ts`, probe(`../${target}/index.js`)),
    ).toEqual([]);
  });

  it("a module's own files are free; common/ may import no module", async () => {
    expect(await lintProbe('src/modules/bot/probe.ts', probe('./bot-relay.js'))).toEqual([]);
    expect(await lintProbe('src/common/probe.ts', probe('../modules/vitals/index.js'))).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('a module added tomorrow is covered without editing the config', async () => {
    // The same config in a scratch tree (under .data, ignored by git) with two new module
    // folders; its packages resolve from apps/server/node_modules above it.
    await mkdir(join(serverDir, '.data'), { recursive: true });
    const scratch = await mkdtemp(join(serverDir, '.data', 'lint-probe-'));
    try {
      await copyFile(join(serverDir, 'eslint.config.js'), join(scratch, 'eslint.config.js'));
      for (const name of ['parcel', 'courier'])
        await mkdir(join(scratch, 'src/modules', name), { recursive: true });
      const lintScratch = (path: string, source: string) => lintIn(scratch, path, source);
      expect(
        await lintScratch('src/modules/parcel/probe.ts', probe('../courier/courier.repository.js')),
      ).toEqual(['no-restricted-imports']);
      expect(
        await lintScratch('src/modules/parcel/probe.ts', probe('../courier/index.js')),
      ).toEqual([]);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
