import { clientRoutes } from '@lottery/contracts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server answers the app page for `clientRoutes` (libs/contracts) and 404 for other paths:
// the list must be exactly the routes this app has (its generated route tree).
describe('the client routes the server knows', () => {
  it('are the routes of the route files', () => {
    const tree = readFileSync(resolve(__dirname, '../routeTree.gen.ts'), 'utf8');
    const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? '';
    const paths = [...union.matchAll(/'([^']*)'/g)].map(([, path]) =>
      path!.length > 1 ? path!.replace(/\/$/, '') : path!,
    );
    expect(paths.length).toBeGreaterThan(5);
    expect([...new Set(paths)].sort()).toEqual([...clientRoutes].sort());
  });
});
