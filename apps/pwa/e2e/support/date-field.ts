import type { Locator } from '@playwright/test';

/**
 * Chooses `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` in a `DateField` (components/DateField.tsx) the way
 * a person does: one select per part, picked by the option's value.
 */
export async function pickDate(scope: Locator, name: string, value: string) {
  const match = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d))?$/.exec(value);
  if (!match) throw new Error(`not a date: ${value}`);
  const [, year = '', month = '', day = '', hour, minute = ''] = match;
  await scope.locator(`select[name="${name}-year"]`).selectOption(year);
  await scope.locator(`select[name="${name}-month"]`).selectOption(month);
  await scope.locator(`select[name="${name}-day"]`).selectOption(day);
  if (hour) {
    await scope.locator(`select[name="${name}-hour"]`).selectOption(hour);
    await scope.locator(`select[name="${name}-minute"]`).selectOption(minute);
  }
}
