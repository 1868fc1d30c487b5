// Lint for the server: typescript-eslint's recommended rules, and the import boundaries of the
// README's architecture section:
// - common/ (and config/) never import a module: every module may use them, not the reverse;
// - a module imports another module only through its public surface, `modules/<m>/index.ts`
//   (its Nest module class and the services it exports), never its files.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Every folder under src/modules is a module: a new one is covered without editing a list
// (src/lint-boundaries.spec.ts probes it).
const modules = readdirSync(new URL('./src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const otherModuleFiles = (own) => ({
  regex: `(^|/)(${modules.filter((m) => m !== own).join('|')})/(?!index\\.js$)`,
  message: `Import another module through its index.ts (its public surface), not its files.`,
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/**', 'coverage/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Unused names starting with _ are deliberate (destructuring a field away).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/common/**/*.ts', 'src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message: 'common/ and config/ must not import a module: modules import common.',
            },
          ],
        },
      ],
    },
  },
  ...modules.map((own) => ({
    files: [`src/modules/${own}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleFiles(own)] }] },
  })),
  {
    // Ambient declarations of untyped packages declare what they do not use themselves.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Tests reach into any file they exercise, and read loosely typed JSON answers.
    files: ['test/**/*.ts', 'src/**/*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
