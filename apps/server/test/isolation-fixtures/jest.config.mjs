// Runs the isolation fixtures (not picked up by the normal run: they fail on purpose) with the
// project's own jest setup, hung file first. test/test-isolation.int-spec.ts runs it; to see a
// hung file not fail the real files after it, name some of them too (docs/notes-iso.md):
//   node --experimental-vm-modules node_modules/jest/bin/jest.js \
//     -c test/isolation-fixtures/jest.config.mjs --runInBand hangs test/health.int-spec.ts ...
import base from '../../jest.config.mjs';

export default {
  ...base,
  rootDir: '../..',
  testMatch: ['<rootDir>/test/isolation-fixtures/*.fixture.ts', '<rootDir>/test/**/*.int-spec.ts'],
  testSequencer: '<rootDir>/test/isolation-fixtures/hung-first-sequencer.mjs',
};
