// Jest in ESM mode (run with --experimental-vm-modules, see package.json), TypeScript via SWC.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    // Nest's dependency injection reads constructor types from decorator metadata.
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  // Node's, closing what a test file left running (a hung test must not fail the files after it).
  testEnvironment: '<rootDir>/test/support/test-environment.mjs',
  // Records the file's PostgreSQL clients for that environment to end.
  setupFilesAfterEnv: ['<rootDir>/test/support/track-pg-clients.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // ESM-only dependency of CommonJS @fastify/static: jest on Node 20 cannot require(esm),
    // so it is compiled to CommonJS (jest picks that module format itself).
    '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?content-disposition)'],
  // Sources import './x.js' (NodeNext); jest resolves the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30_000,
};
