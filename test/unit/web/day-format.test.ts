import { describe, expect, it } from '@jest/globals';
import { formatDay, parseDay } from '../../../web/src/lib/day-format.ts';

describe('days in the UI language', () => {
  it('writes a day the German way for German readers and as ISO otherwise', () => {
    expect(formatDay('2026-03-14', 'de')).toBe('14.03.2026');
    expect(formatDay('2026-03-14', 'en')).toBe('2026-03-14');
    expect(formatDay('', 'de')).toBe('');
  });

  it('reads German and ISO days back, empty as "", and refuses days that do not exist', () => {
    expect(parseDay('14.3.2026')).toBe('2026-03-14');
    expect(parseDay(' 2026-03-14 ')).toBe('2026-03-14');
    expect(parseDay('')).toBe('');
    expect(parseDay('31.02.2026')).toBeNull();
    expect(parseDay('14.03.26')).toBeNull();
    expect(parseDay('03/14/2026')).toBeNull();
  });
});
