import { describe, expect, it } from '@jest/globals';
import { productionEnv } from '../../../test/support/production-env.js';
import { loadConfig } from '../../config/config.js';
import { nextDrawDay, roundName } from './demo-seed.service.js';

describe('demo seed', () => {
  const production = productionEnv;

  it('is on by default only with the embedded database in development', () => {
    expect(loadConfig({}).demoSeed).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).demoSeed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).demoSeed).toBe(false);
    expect(loadConfig(production).demoSeed).toBe(false);
  });

  it('DEMO_SEED=1 asks for it anywhere, even in production; 0 turns it off', () => {
    expect(loadConfig({ ...production, DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop', DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({ DEMO_SEED: '0' }).demoSeed).toBe(false);
  });

  // Issue 32: the demo's open draw fell on the 29th; real draws are on the 1st and the 16th.
  it("puts the demo's open draw on the next real draw day, the 1st or the 16th", () => {
    expect(nextDrawDay('2026-11-26')).toBe('2026-12-01');
    expect(nextDrawDay('2026-11-01')).toBe('2026-11-16');
    expect(nextDrawDay('2026-11-15')).toBe('2026-11-16');
    expect(nextDrawDay('2026-11-16')).toBe('2026-12-01');
    expect(nextDrawDay('2026-12-20')).toBe('2027-01-01');
  });

  it('names a round by its draw day in Thai with the Buddhist year', () => {
    expect(roundName('2025-05-16')).toBe('งวด 16 พฤษภาคม 2568');
  });
});
