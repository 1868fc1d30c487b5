// Jest's Node environment, plus: whatever a test file left running ends with the file. A file
// whose test hung, whose afterAll threw before closing its server, or whose hook timed out still
// has its apps closed and its databases dropped here (test-app.ts registers each app it starts),
// so the next file in this worker starts with no server, pool or PostgreSQL backend of it left.
// Plain JS: jest loads its environment outside its ESM pipeline.
import NodeEnvironment from 'jest-environment-node';

/** The key test-app.ts keeps its open apps under, on the test file's global object. */
const OPEN_APPS = '__lotteryOpenTestApps';

export default class TestEnvironment extends NodeEnvironment {
  async handleTestEvent(event) {
    // After the file's last hook, while its modules can still be loaded (not in teardown(),
    // which runs after jest has torn the file's module registry down).
    if (event.name !== 'run_finish') return;
    const open = this.global[OPEN_APPS];
    if (!open || open.size === 0) return;
    const closers = [...open];
    console.warn(`test environment: closing ${closers.length} test app(s) the file left open`);
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        console.warn('test environment: closing a left-open test app failed', error);
      }
    }
  }
}
