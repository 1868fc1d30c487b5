import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { configDescription } from './config.js';

// The README's configuration table is the operator's reference; it must not drift from the code.
// The README is moving into docs/ (and branches write docs/notes-*.md for the integrator): a
// variable's row may be in either.
describe('README configuration table', () => {
  const docs = new URL('../../../../docs/', import.meta.url);
  const readme = [
    readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8'),
    ...(existsSync(docs) ? readdirSync(docs) : [])
      .filter((name) => name.endsWith('.md'))
      .map((name) => readFileSync(new URL(name, docs), 'utf8')),
  ].join('\n');

  for (const { name, default: defaultValue } of configDescription) {
    it(`documents ${name} with its default`, () => {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row).toBeDefined();
      expect(row).toContain(`\`${defaultValue}\``);
    });
  }
});
