import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { configDescription } from './config.js';

// The configuration table in docs/operations.md is the operator's reference; it must not drift from the code.
describe('the configuration table of docs/operations.md', () => {
  const readme = readFileSync(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');

  for (const { name, default: defaultValue } of configDescription) {
    it(`documents ${name} with its default`, () => {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row).toBeDefined();
      expect(row).toContain(`\`${defaultValue}\``);
    });
  }
});
