import * as mdi from '@mdi/js';
import type { Plugin } from 'vite';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@mdi\/js';/g;
const PREFIX = 'virtual:mdi/';

/**
 * Vite plugin: each Material Design icon the app imports becomes a module of its own, so it
 * ships in the chunk that draws it. `@mdi/js` is one module, and a bundle puts a module in one
 * chunk: every icon of every page (admin, wallet, gifts...) landed in the shell's icon chunk.
 */
export function iconsPerChunk(): Plugin {
  return {
    name: 'lottery:icons-per-chunk',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.tsx?$/.test(id)) return null;
      if (!code.includes("'@mdi/js'")) return null;
      const rewritten = code.replace(IMPORT, (_, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => `import ${name} from '${PREFIX}${name}';`)
          .join('\n'),
      );
      return { code: rewritten, map: null };
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const path = (mdi as Record<string, string>)[name];
      if (path === undefined) throw new Error(`no icon ${name} in @mdi/js`);
      return `export default ${JSON.stringify(path)};`;
    },
  };
}
