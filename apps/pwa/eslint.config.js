// ESLint for the PWA: typescript-eslint, the rules of hooks, and the folder rule below, which
// `npm run lint` and `npm test` enforce. The folder a file is in says what it may import:
//
//   lib/          imports lib/ only (and the message files): the app's plain parts
//   components/   imports lib/ and components/: shared UI, no feature knowledge
//   features/X/   imports lib/, components/ and features/X/ itself, never another feature
//   layouts/      imports anything but routes/: where features are put side by side
//   routes/       imports anything: loaders call features' api.ts, pages are composed
//
// What two features share moves down to components/ or lib/.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const element = (type, pattern, extra = {}) => ({ type, pattern, partialMatch: false, ...extra });

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'src/routeTree.gen.ts', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [
        element('lib', 'src/lib/**'),
        element('messages', 'src/messages/**'),
        element('styles', 'src/styles/**'),
        element('components', 'src/components/**'),
        element('feature', 'src/features/*/**', { capture: ['feature'] }),
        element('layouts', 'src/layouts/**'),
        element('routes', 'src/routes/**'),
        // Files straight in src/ (main.tsx, router.tsx): 'file' mode, as a folder pattern cannot name them.
        element('app', 'src/*.{ts,tsx}', { partialMatch: true, mode: 'file' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Every local import must land in a known folder, and follow the folder rule.
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Packages (react, @lottery/contracts...) are open to every folder.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'messages'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'components'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['lib', 'components'] },
                  },
                },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'layouts' } },
              allow: {
                to: { element: { types: { anyOf: ['lib', 'components', 'feature', 'layouts'] } } },
              },
            },
            {
              from: { element: { types: { anyOf: ['routes', 'app'] } } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: ['lib', 'components', 'feature', 'layouts', 'routes', 'app', 'styles'],
                    },
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**', 'bench/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
);
