import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, maxUploadImgBytes } from '@lottery/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, ok, registerMember } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { ADMIN_PASSWORD, ADMIN_PHONE, file, jpg, png, postForm } from './admin-http-support.js';

describe('site settings and image upload over HTTP', () => {
  let server: TestApp;
  let dataDir: string;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lottery-setting-'));
    server = await startTestApp({
      adminPhone: ADMIN_PHONE,
      adminPassword: ADMIN_PASSWORD,
      dataDir,
    });
    ({ token: admin } = await ok(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
    ({ token: member } = await registerMember(server));
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const imageForm = (...files: [Buffer | string, string][]) => {
    const form = new FormData();
    for (const [data, name] of files) form.append('input', file(data, 'image/png'), name);
    return form;
  };

  it('closing the site: /getWebSetting then says closed, and opening it again', async () => {
    const updated = await ok(
      server,
      '/api/company/setting/update',
      { closed: true, webTitle: 'Lucky shop', telegram: 'lucky_shop' },
      { token: admin },
    );
    expect(updated).toMatchObject({ closed: true, webTitle: 'Lucky shop', telegram: 'lucky_shop' });
    expect(await ok(server, '/getWebSetting', undefined, { method: 'GET' })).toMatchObject({
      closed: true,
      webTitle: 'Lucky shop',
      theme: 1,
    });
    await ok(server, '/api/company/setting/update', { closed: false }, { token: admin });
    expect((await ok(server, '/getWebSetting', undefined, { method: 'GET' })).closed).toBe(false);
  });

  it('the theme: changed by an admin (1-19), read by anyone from getTheme', async () => {
    await ok(server, '/api/company/setting/update', { theme: 7 }, { token: admin });
    expect(await ok(server, '/api/company/setting/getTheme', undefined, { method: 'GET' })).toEqual(
      {
        theme: 7,
      },
    );
    for (const theme of [0, 20, 1.5, '3']) {
      expect(
        await call(server, '/api/company/setting/update', { theme }, { token: admin }),
      ).toMatchObject({ status: 400, code: ErrorCode.InvalidFormat });
    }
    expect(
      (
        await call(
          server,
          '/api/company/setting/update',
          { logo: 'javascript:alert(1)' },
          { token: admin },
        )
      ).code,
    ).toBe(ErrorCode.InvalidFormat);
  });

  it('settings: members get 403, and every change is in the audit log', async () => {
    expect(
      await call(server, '/api/company/setting/update', { closed: true }, { token: member }),
    ).toMatchObject({ status: 403, code: ErrorCode.NoAccess });
    expect((await ok(server, '/getWebSetting', undefined, { method: 'GET' })).closed).toBe(false);
    const audit = await ok(server, '/api/company/audit/list', {}, { token: admin });
    expect(audit.items).toContainEqual(
      expect.objectContaining({
        action: 'setting.update',
        actor: ADMIN_PHONE,
        detail: { theme: 7 },
      }),
    );
  });

  it('uploads one image and serves it as an image with nosniff', async () => {
    const answer = await postForm(
      server,
      '/api/company/setting/uploadImg',
      imageForm([png(), 'id.png']),
      member,
    );
    expect(answer).toMatchObject({ status: 200, code: 0 });
    // A member's image is an identity photo: private, served to its owner's session only.
    expect(answer.period.url).toMatch(/^\/api\/customer\/upload\/[0-9a-f-]{36}\.png$/);
    expect((await server.request(answer.period.url)).status).toBe(401);
    const served = await server.request(answer.period.url, { headers: { authorization: member } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png());

    const jpeg = await postForm(
      server,
      '/api/company/setting/uploadImg',
      imageForm([jpg(), 'a.jpeg']),
      admin,
    );
    expect(jpeg.period.url).toMatch(/\.jpg$/);
  });

  it('refuses two files (400), no file (303), a non-image (5002), too large (413), no session (401)', async () => {
    expect(
      await postForm(
        server,
        '/api/company/setting/uploadImg',
        imageForm([png(), 'a.png'], [png(), 'b.png']),
        member,
      ),
    ).toMatchObject({ status: 400, code: ErrorCode.BadRequest });
    const empty = new FormData();
    empty.append('note', 'nothing');
    expect(await postForm(server, '/api/company/setting/uploadImg', empty, member)).toMatchObject({
      status: 400,
      code: ErrorCode.MissingField,
    });
    expect(
      await postForm(
        server,
        '/api/company/setting/uploadImg',
        imageForm(['<svg onload=alert(1)>', 'x.png']),
        member,
      ),
    ).toMatchObject({ status: 400, code: ErrorCode.InvalidFormat });
    const big = Buffer.concat([png(), Buffer.alloc(maxUploadImgBytes)]);
    expect(
      await postForm(server, '/api/company/setting/uploadImg', imageForm([big, 'big.png']), member),
    ).toMatchObject({ status: 413, code: ErrorCode.PayloadTooLarge });
    expect(
      await postForm(server, '/api/company/setting/uploadImg', imageForm([png(), 'a.png'])),
    ).toMatchObject({ status: 401, code: ErrorCode.Unauthorized });
  });
});
