// Measures what a phone downloads before the first screen: the JavaScript and CSS that the built
// index.html loads (the entry script and its static imports, the chunks the entry imports
// before the first render: react-dom's, the router's and the app's; stylesheets), raw and gzip-compressed, plus the
// whole precache of the service worker. Run after `pnpm --filter @lottery/pwa build`. Names the
// renderer found in that JavaScript and fails (exit code 1) when it is not react-dom, or when the
// initial JavaScript is over its budget (issue 28: 140 KiB gzip, react-dom included).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const fromHtml = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);

/**
 * The entry and everything it imports statically, followed through the chunks (the build writes
 * no modulepreload links, so index.html names only the entry): what runs before the first route
 * can start. Dynamic imports (`import("./x.js")`, lazy routes and dialogs) are left out.
 */
function staticClosure(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, target] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      queue.push(join(dirname(file), target));
    }
  }
  return [...seen];
}
const entries = fromHtml.filter((f) => f.endsWith('.js'));
const reactDomPattern =
  /version:\s*[`"']([^`"']+)[`"'],\s*rendererPackageName:\s*[`"']([^`"']+)[`"']/;

/**
 * The chunks main.tsx imports dynamically but always before the first render: React's renderer
 * (so that its evaluation is a task of its own), the router's library and the app (the route
 * tree: vite.config.ts's `router` and `app` groups). Part of the first screen's JavaScript all
 * the same.
 */
const firstRenderChunk = /^(router|app)-[\w-]+\.js$/;
function firstRenderChunks(files) {
  return files.flatMap((file) =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(/import\(["`]\.\/([^"`]+\.js)["`]\)/g)]
      .map(([, target]) => join(dirname(file), target))
      .filter(
        (chunk) =>
          firstRenderChunk.test(chunk.split('/').pop()) ||
          reactDomPattern.test(readFileSync(join(dist, chunk), 'utf8')),
      ),
  );
}
const initialJs = staticClosure([...entries, ...firstRenderChunks(staticClosure(entries))]);
const initial = [...initialJs, ...fromHtml.filter((f) => f.endsWith('.css'))];

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path.slice(dist.length)];
  });
}

/**
 * The renderer in the initial JavaScript: react-dom names itself to React's developer tools
 * (`rendererPackageName`, with its version); Preact's minified internals (`__k` children, `__v`
 * vnode, `__e` DOM node) give it away when an alias has put it in react-dom's place.
 */
function rendererOf(files) {
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    const reactDom = reactDomPattern.exec(code);
    if (reactDom) return { name: reactDom[2], version: reactDom[1], file };
    const preactish = ['.__k', '.__v', '.__e'].every((prop) => code.split(prop).length > 5);
    if (preactish) return { name: 'preact', version: '', file };
  }
  return { name: 'none found', version: '', file: '' };
}

const INITIAL_JS_BUDGET = 140 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const report = {
  'initial JS': sizes(initial.filter((f) => f.endsWith('.js'))),
  'initial CSS': sizes(initial.filter((f) => f.endsWith('.css'))),
  // Fetched by the entry before the first render (lib/intl.tsx), one language only: the
  // Khmer reader's two chunks (texts, error texts), outside the budget's static closure.
  'messages of one language (km)': sizes(
    walk(dist).filter((f) => /^assets\/km-[\w-]+\.js$/.test(f)),
  ),
  'all JS (lazy routes included)': sizes(walk(dist).filter((f) => f.endsWith('.js'))),
};
for (const [name, { files, raw, gzip }] of Object.entries(report)) {
  console.log(
    `${name.padEnd(32)} ${String(files).padStart(3)} files  ${kb(raw).padStart(10)} raw  ${kb(gzip).padStart(10)} gzip`,
  );
}

const renderer = rendererOf(initial.filter((f) => f.endsWith('.js')));
console.log(
  `renderer in the initial JS: ${[renderer.name, renderer.version].filter(Boolean).join(' ')}` +
    (renderer.file ? ` (${renderer.file})` : ''),
);
if (renderer.name !== 'react-dom') {
  console.log('the initial JS must render with react-dom');
  process.exitCode = 1;
}

const initialGzip = report['initial JS'].gzip;
const verdict = initialGzip <= INITIAL_JS_BUDGET ? 'within' : 'OVER';
console.log(
  `initial JS ${kb(initialGzip)} gzip: ${verdict} the budget of ${kb(INITIAL_JS_BUDGET)}`,
);
if (initialGzip > INITIAL_JS_BUDGET) process.exitCode = 1;
