import { describe, expect, it } from '@jest/globals';
import { defineCatalogue, fillTemplate, writerOf } from '../../../src/i18n/catalogue.ts';
import { MESSAGE_TEMPLATES, renderMessage } from '../../../src/i18n/render.ts';

const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('say every message in English and German, with the same values', () => {
    const entries = Object.entries(MESSAGE_TEMPLATES);
    expect(entries.length).toBeGreaterThan(100);
    for (const [code, template] of entries) {
      expect({ code, en: template.en.trim() === '', de: template.de.trim() === '' }).toEqual({
        code,
        en: false,
        de: false,
      });
      expect({ code, names: names(template.de) }).toEqual({ code, names: names(template.en) });
    }
  });

  it('fill in the values and keep a value that is missing as its name', () => {
    expect(fillTemplate('Revision {number} of "{project}"', { number: 3 })).toBe('Revision 3 of "{project}"');
    expect(fillTemplate('{a}/{a}', { a: 'x' }, (name, value) => `${name}=${value}`)).toBe('a=x/a=x');
  });

  it('give the writers the English text and the coded message of one catalogue', () => {
    const catalogue = defineCatalogue({ 'probe.hello': { en: 'Hello {name}', de: 'Hallo {name}' } });
    const writer = writerOf(catalogue);
    expect(writer.text('probe.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(writer.message('probe.hello', { name: 'Ada' })).toEqual({ code: 'probe.hello', params: { name: 'Ada' } });
    expect(Object.isFrozen(catalogue)).toBe(true);
  });

  it('render a delivery failure that names a refused connection in German', () => {
    expect(renderMessage({ code: 'network.refused', params: { address: '127.0.0.1:9' } }, 'de')).toBe(
      'Verbindung abgelehnt (ECONNREFUSED) von 127.0.0.1:9',
    );
  });
});
