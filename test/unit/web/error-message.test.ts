import { describe, expect, it } from '@jest/globals';
import { createIntl } from 'react-intl';
import de from '../../../web/src/i18n/de.json' with { type: 'json' };
import en from '../../../web/src/i18n/en.json' with { type: 'json' };
import { errorMessageOf } from '../../../web/src/i18n/error-message.ts';

const intlFor = (locale: 'en' | 'de') => createIntl({ locale, messages: locale === 'de' ? de : en });

describe('errorMessageOf', () => {
  it('says how long to wait after too many sign-in attempts, from the answer', () => {
    const limited = { data: { httpStatus: 429, app_code: 'TOO_MANY_REQUESTS', retry_after: 840 } };
    expect(errorMessageOf(intlFor('en'), limited)).toBe('Too many attempts. Try again in 14 minutes.');
    expect(errorMessageOf(intlFor('de'), limited)).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 14 Minuten erneut.',
    );
    expect(errorMessageOf(intlFor('en'), { data: { ...limited.data, retry_after: 20 } })).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
  });

  it('names the rule a conflict broke, and falls back to the general conflict text', () => {
    const lastOwner = { data: { httpStatus: 409, app_code: 'CONFLICT', reason: 'last_owner' } };
    expect(errorMessageOf(intlFor('en'), lastOwner)).toBe(
      'A team needs at least one owner. Make someone else an owner first.',
    );
    const unknown = { data: { httpStatus: 409, app_code: 'CONFLICT', reason: 'something_new' } };
    expect(errorMessageOf(intlFor('de'), unknown)).toBe('Dies steht im Widerspruch zu vorhandenen Daten.');
  });
});
