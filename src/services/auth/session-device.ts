import { UAParser } from 'ua-parser-js';

export type TSessionDevice = { device: string; os: string; browser: string; country: string };

const clip = (value: string | undefined) => (value?.trim() ? value.trim().slice(0, 64) : 'unknown');

/**
 * What the sessions list shows about a sign-in: parsed from the user agent, and the country from
 * a header set by a trusted proxy (COUNTRY_HEADER, e.g. CF-IPCountry), never guessed.
 */
export function describeDevice(userAgent: string | undefined, countryHeaderValue: string | undefined): TSessionDevice {
  const result = UAParser(userAgent ?? '');
  const device = result.device.type
    ? [result.device.type, result.device.vendor, result.device.model].filter(Boolean).join(' ')
    : 'desktop';
  const country =
    countryHeaderValue && /^[A-Za-z]{2}$/.test(countryHeaderValue) ? countryHeaderValue.toUpperCase() : 'unknown';
  return {
    device: clip(device),
    os: clip([result.os.name, result.os.version].filter(Boolean).join(' ')),
    browser: clip([result.browser.name, result.browser.major].filter(Boolean).join(' ')),
    country,
  };
}
