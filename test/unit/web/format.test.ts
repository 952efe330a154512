import { describe, expect, it } from '@jest/globals';
import { formatBytes, formatDate, formatFileSize, formatRelative } from '../../../web/src/lib/format.ts';

describe('formatFileSize', () => {
  it('gives one size for a file on every screen (upload list and execution documents)', () => {
    expect(formatFileSize(500, 'en')).toBe('500 Bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(1536, 'de')).toBe('1,5 KB');
    expect(formatFileSize(0, 'en')).toBe('0 Byte');
  });
});

describe('formatBytes', () => {
  it('reads zero as "0 Byte"', () => {
    expect(formatBytes(0)).toBe('0 Byte');
    expect(formatBytes(0, { exact: true })).toBe('0 Byte');
  });

  it('keeps sizes under 1024 in Bytes', () => {
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
  });

  it('steps by 1024 with short units and no decimals by default', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('2 KB');
    expect(formatBytes(1024 ** 2)).toBe('1 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(1024 ** 4)).toBe('1 TB');
  });

  it('shows the requested decimals', () => {
    expect(formatBytes(1536, { decimals: 1 })).toBe('1.5 KB');
    expect(formatBytes(1024 ** 2 * 2.25, { decimals: 2 })).toBe('2.25 MB');
  });

  it('uses binary unit names when exact', () => {
    expect(formatBytes(1024, { exact: true })).toBe('1 KiB');
    expect(formatBytes(1536, { exact: true, decimals: 1 })).toBe('1.5 KiB');
    expect(formatBytes(3 * 1024 ** 2, { exact: true })).toBe('3 MiB');
    expect(formatBytes(1024 ** 3, { exact: true })).toBe('1 GiB');
    expect(formatBytes(1024 ** 4, { exact: true })).toBe('1 TiB');
  });

  it('stays in TB beyond the largest unit', () => {
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048 TB');
  });

  it('uses the locale decimal separator when given one', () => {
    expect(formatBytes(1536, { decimals: 1, locale: 'de' })).toBe('1,5 KB');
  });
});

describe('formatDate', () => {
  it('formats German dates the German way', () => {
    const date = '2026-11-05T10:30:00Z';
    expect(formatDate(date, 'de', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('05.11.2026');
    expect(formatDate(date, 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 5, 2026');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-05T12:00:00Z');

  it('picks the largest fitting unit', () => {
    expect(formatRelative(new Date('2026-11-05T11:57:00Z'), 'en', now)).toBe('3 minutes ago');
    expect(formatRelative(new Date('2026-11-05T11:57:00Z'), 'de', now)).toBe('vor 3 Minuten');
    expect(formatRelative(new Date('2026-11-05T14:00:00Z'), 'en', now)).toBe('in 2 hours');
  });

  it('says yesterday rather than "1 day ago"', () => {
    expect(formatRelative(new Date('2026-11-04T12:00:00Z'), 'en', now)).toBe('yesterday');
    expect(formatRelative(new Date('2026-11-04T12:00:00Z'), 'de', now)).toBe('gestern');
  });
});
