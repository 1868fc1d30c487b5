import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Vite plugin: the message files (`src/messages/*.json`) arrive in the built app already parsed
 * (formatjs' message AST), so the ICU parser (about 7 KiB gzip) stays out of the bundle: the build
 * points `@formatjs/icu-messageformat-parser` at its `no-parser` entry (vite.config.ts). The error
 * catalogue's texts stay plain strings: they are only formatted without values, which react-intl
 * returns as they are, never parsed.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'lottery:precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/messages\/[a-z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, parse(text)]),
      );
      // Still JSON: Vite's own JSON plugin turns it into the module, as it did the texts.
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}
