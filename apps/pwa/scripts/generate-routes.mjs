// Writes src/routeTree.gen.ts (gitignored) without a Vite build, so `lint` and `test` work on a
// clean clone. Same generator and tsr.config.json as the Vite plugin uses at build time.
import { Generator, getConfig } from '@tanstack/router-generator';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({}, root);
await new Generator({ config, root }).run();
