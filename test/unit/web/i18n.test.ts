import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';

function messages(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../../web/src/i18n/${locale}.json`, import.meta.url), 'utf8'));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('message files', () => {
  const en = messages('en');
  const de = messages('de');

  it('have the same keys in en and de', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty messages and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim()).not.toBe('');
      expect(de[key]?.trim()).not.toBe('');
      expect({ key, names: placeholders(de[key] ?? '') }).toEqual({ key, names: placeholders(text) });
    }
  });
});
