import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, VITALS_MAX_BYTES } from '@lottery/contracts';
import { VitalsService, VITALS_PER_ADDRESS } from '../src/modules/vitals/vitals.service.js';
import { ADMIN_PASSWORD, ADMIN_PHONE } from './admin-http-support.js';
import { call, ok, registerMember, sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('real-user vitals: the beacon and the admin speed table', () => {
  let server: TestApp;
  let admin: string;
  beforeAll(async () => {
    server = await startTestApp({ adminPhone: ADMIN_PHONE, adminPassword: ADMIN_PASSWORD });
    ({ token: admin } = await ok(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
  });
  afterAll(() => server.close());

  const beacon = (body: unknown, address = '10.0.0.1') =>
    call(server, '/api/vitals', body, { address });

  it('stores a page view and shows p75 per day, page and vital with sample counts', async () => {
    const lcps = [1000, 1200, 1400, 1600, 3000];
    for (const [i, lcp] of lcps.entries()) {
      const answer = await beacon(
        {
          page: '/',
          samples: [
            { name: 'LCP', value: lcp },
            { name: 'CLS', value: i === 0 ? 100 : 0 },
            { name: 'TTFB', value: 200 },
          ],
        },
        `10.0.1.${i}`,
      );
      expect(answer).toMatchObject({ status: 200, code: 0 });
    }
    await ok(server, '/api/vitals', {
      page: '/draw-results',
      samples: [{ name: 'INP', value: 80 }],
    });

    const rows = await ok<Array<Record<string, unknown>>>(
      server,
      '/api/company/vitals',
      {},
      { token: admin, method: 'GET' },
    );
    const row = (page: string, name: string) =>
      rows.find((r) => r.page === page && r.name === name);
    // percentile_cont(0.75) over 1000..3000: between the 4th and 5th value.
    expect(row('/', 'LCP')).toMatchObject({ p75: 1600, samples: 5 });
    expect(row('/', 'CLS')).toMatchObject({ p75: 0, samples: 5 });
    expect(row('/draw-results', 'INP')).toMatchObject({ p75: 80, samples: 1 });
    expect(row('/', 'LCP')!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses bad measurements with 7001', async () => {
    const bad: unknown[] = [
      {},
      { page: '/', samples: [] },
      { page: 'http://evil', samples: [{ name: 'LCP', value: 1 }] },
      { page: '/', samples: [{ name: 'FID', value: 1 }] },
      { page: '/', samples: [{ name: 'LCP', value: -5 }] },
      { page: '/', samples: [{ name: 'LCP', value: 1.5 }] },
      { page: '/', samples: [{ name: 'LCP', value: 10_000_000 }] },
      { page: '/', samples: Array.from({ length: 9 }, () => ({ name: 'LCP', value: 1 })) },
    ];
    for (const body of bad) {
      expect([body, (await beacon(body, '10.0.2.1')).code]).toEqual([
        body,
        ErrorCode.VitalsInvalid,
      ]);
    }
  });

  it('refuses a beacon above 2 KB with 7003', async () => {
    const answer = await beacon({
      page: '/',
      samples: [{ name: 'LCP', value: 1 }],
      padding: 'x'.repeat(VITALS_MAX_BYTES),
    });
    expect(answer.code).toBe(ErrorCode.VitalsTooLarge);
  });

  it('limits the samples per address (7002); other addresses still get through', async () => {
    const body = {
      page: '/',
      samples: [
        { name: 'LCP', value: 900 },
        { name: 'TTFB', value: 90 },
      ],
    };
    for (let i = 0; i < VITALS_PER_ADDRESS / 2; i += 1) {
      expect((await beacon(body, '10.0.3.1')).code).toBe(0);
    }
    const refused = await beacon(body, '10.0.3.1');
    expect(refused).toMatchObject({ status: 429, code: ErrorCode.VitalsTooMany });
    expect((await beacon(body, '10.0.3.2')).code).toBe(0);
    // Ten minutes later the address may send again.
    server.clock.advance(11 * 60_000);
    expect((await beacon(body, '10.0.3.1')).code).toBe(0);
  });

  it('the sweep drops old samples and keeps the table under its cap', async () => {
    const service = server.app.get(VitalsService);
    const count = async () =>
      (await sql<{ n: number }>(server, 'SELECT count(*)::int AS n FROM vital_sample'))[0]!.n;
    expect(await count()).toBeGreaterThan(10);
    await service.sweep(10);
    expect(await count()).toBe(10);
    server.clock.advance(91 * 24 * 3600_000);
    await service.sweep();
    expect(await count()).toBe(0);
  });

  it('the speed table is for admins only', async () => {
    const { token } = await registerMember(server);
    const member = await call(server, '/api/company/vitals', {}, { token, method: 'GET' });
    expect(member.code).not.toBe(0);
    const nobody = await call(server, '/api/company/vitals', {}, { method: 'GET' });
    expect(nobody.code).not.toBe(0);
  });
});
