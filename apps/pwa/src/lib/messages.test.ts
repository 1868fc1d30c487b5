import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode, locales } from '@lottery/contracts';
import { loadMessages, loadUiMessages } from './intl';

const srcDir = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The passkey screens bring their own texts (components/passkeys/texts.test.ts checks them).
    if (statSync(path).isDirectory()) return name === 'passkeys' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|routeTree\.gen/.test(name) ? [path] : [];
  });
}

describe('message files', () => {
  const keysOf = (record: Record<string, string>) => Object.keys(record).sort();

  it('have the same keys in Khmer, Thai and English', async () => {
    const km = await loadUiMessages('km');
    for (const locale of locales) expect(keysOf(await loadUiMessages(locale))).toEqual(keysOf(km));
  });

  it('have no empty message', async () => {
    for (const locale of locales)
      for (const [key, text] of Object.entries(await loadUiMessages(locale)))
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
  });

  it('have every catalogue error as error.<code> in every language', async () => {
    for (const locale of locales) {
      const messages = await loadMessages(locale);
      for (const code of Object.values(ErrorCode))
        expect(messages[`error.${code}`], `${locale} ${code}`).toBeTruthy();
    }
  });

  it('define every message id the code uses', async () => {
    const km = await loadUiMessages('km');
    // Message ids are written as id="a.b", id: 'a.b' or a *Id / *id property, e.g. titleId="page.x".
    const pattern = /\b(?:id|[a-z]+Id)(?:=|:\s*)['"]([a-z][A-Za-z0-9]*\.[A-Za-z0-9.]+)['"]/g;
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir))
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1]!);
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((id) => !(id in km));
    expect(missing).toEqual([]);
  });
});
