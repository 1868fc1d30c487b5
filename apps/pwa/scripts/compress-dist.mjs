// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built PWA, at the
// highest levels (done once per build, not per request). The server sends the copy the phone
// accepts as is (@fastify/static `preCompressed`); anything without a copy is compressed on the
// fly there. Runs after `vite build` (the build script), so the service worker is included.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const textFile = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this the server answers raw anyway (COMPRESS_THRESHOLD in apps/server).
const threshold = 1024;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let files = 0;
let before = 0;
let after = 0;
for (const path of walk(dist).filter((p) => textFile.test(p))) {
  const bytes = readFileSync(path);
  if (bytes.length < threshold) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gz);
  files += 1;
  before += bytes.length;
  after += br.length;
}
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB brotli`,
);
