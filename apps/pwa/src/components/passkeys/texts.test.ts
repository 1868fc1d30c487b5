import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@lottery/contracts';
import { passkeyTexts } from './texts';

// The passkey screens' texts travel with those (lazily loaded) screens, not in messages/*.json.
describe("the passkey screens' own texts", () => {
  it('have the same keys in Khmer, Thai and English, none empty', () => {
    const keys = Object.keys(passkeyTexts.km).sort();
    for (const locale of locales) {
      expect(Object.keys(passkeyTexts[locale]).sort()).toEqual(keys);
      for (const text of Object.values(passkeyTexts[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('define every passkeys.* id the screens use', () => {
    const used = new Set<string>();
    for (const name of readdirSync(__dirname).filter((file) => /\.tsx?$/.test(file)))
      for (const [, id] of readFileSync(`${__dirname}/${name}`, 'utf8').matchAll(
        /['"](passkeys\.[A-Za-z]+)['"]/g,
      ))
        used.add(id!);
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((id) => !(id in passkeyTexts.km))).toEqual([]);
  });
});
