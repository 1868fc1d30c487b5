import { signInThroughUi } from './support/accounts';
import { e2eQuery } from './support/database';
import {
  desktop,
  expect,
  overflowsHorizontally,
  phone,
  screenshotDir,
  test,
} from './support/fixtures';

test("the admin's Jobs tab lists failed background jobs with their error, and runs one again", async ({
  page,
}) => {
  // A sweep that failed for good and a relay waiting for its next try, as pg-boss keeps them.
  await e2eQuery(
    `INSERT INTO pgboss.job (name, state, retry_limit, retry_count, output, completed_on, policy)
     VALUES ('upload-sweep', 'failed', 8, 8, '{"message":"disk full: /data/private"}', now(), 'singleton'),
            ('relay-sms', 'retry', 8, 2, '{"message":"1 message(s) not sent, last: SMS gateway answered 500"}',
             NULL, 'singleton')`,
  );
  await e2eQuery(
    `UPDATE pgboss.job SET start_after = now() + interval '1 hour'
      WHERE name = 'relay-sms' AND state = 'retry'`,
  );

  await page.setViewportSize(phone);
  await signInThroughUi(page, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await page.goto('/admin?tab=jobs');
  const list = page.getByTestId('failed-jobs');
  const sweep = list.getByRole('listitem').filter({ hasText: 'disk full' });
  await expect(sweep).toContainText('ការសម្អាតរូបអត្តសញ្ញាណដែលមិនបានប្រើ');
  await expect(
    list.getByRole('listitem').filter({ hasText: 'SMS gateway answered 500' }),
  ).toContainText('សារ SMS');
  expect(await overflowsHorizontally(page)).toBe(false);
  await page.screenshot({ path: `${screenshotDir}admin-jobs-km-375.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${screenshotDir}admin-jobs-km-1280.png`, fullPage: true });

  // Run again: the sweep runs (and succeeds this time), so it leaves the list.
  await sweep.getByRole('button', { name: 'ដំណើរការម្ដងទៀត' }).click();
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByText('disk full').count();
    })
    .toBe(0);
  await e2eQuery(`DELETE FROM pgboss.job WHERE name = 'relay-sms' AND state = 'retry'`);
});
