import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ZLoginInput } from '../../../src/routers/auth/login.types.ts';
import { ZRegisterInput } from '../../../src/routers/auth/register.types.ts';
import { ZProjectSlug } from '../../../src/routers/projects/projects.types.ts';
import { ZTwoFactorInput } from '../../../src/routers/user/two-factor.types.ts';
import {
  decodeFieldMessage,
  encodeFieldMessage,
  serverIssueMessage,
  zodIssueMessage,
} from '../../../web/src/i18n/field-messages.ts';
import { isMessageId } from '../../../web/src/i18n/messages.ts';

/**
 * The message of each failing field, the way the forms get them: the shared schema parsed with the
 * field-message error map (the raw issues still carry the input), then read back from the strings.
 */
function messagesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { error: (issue) => encodeFieldMessage(zodIssueMessage(issue)) });
  if (result.success) {
    throw new Error('expected the input to fail');
  }
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), decodeFieldMessage(issue.message)]),
  );
}

describe('zodIssueMessage', () => {
  it('says what a slug may contain instead of "the format is not valid"', () => {
    expect(messagesOf(z.object({ slug: ZProjectSlug }), { slug: 'Not OK!' })).toEqual({
      slug: { id: 'validation.slug' },
    });
  });

  it('explains the register rules of spec §5 with their limits', () => {
    const valid = { email: 'ada@example.com', password: 'correct horse', beta_code: 'b', name: 'Ada', language: 'en' };
    expect(messagesOf(ZRegisterInput, { ...valid, email: 'not-an-email' })).toEqual({
      email: { id: 'validation.email' },
    });
    expect(messagesOf(ZRegisterInput, { ...valid, password: 'short' })).toEqual({
      password: { id: 'validation.tooShort', values: { minimum: 8 } },
    });
    expect(messagesOf(ZRegisterInput, { ...valid, password: 'x'.repeat(129) })).toEqual({
      password: { id: 'validation.tooLong', values: { maximum: 128 } },
    });
    expect(messagesOf(ZRegisterInput, { ...valid, name: 'x'.repeat(65) })).toEqual({
      name: { id: 'validation.tooLong', values: { maximum: 64 } },
    });
    expect(messagesOf(ZRegisterInput, { ...valid, language: 'eng' })).toEqual({
      language: { id: 'validation.exactLength', values: { length: 2 } },
    });
  });

  it('calls an empty required field required, not "at least 1 character"', () => {
    const messages = messagesOf(ZRegisterInput, {
      email: 'ada@example.com',
      password: 'correct horse',
      beta_code: '',
      name: '   ',
      language: 'en',
    });
    expect(messages).toEqual({ beta_code: { id: 'validation.required' }, name: { id: 'validation.required' } });
    expect(messagesOf(ZLoginInput, {})).toEqual({
      email: { id: 'validation.required' },
      password: { id: 'validation.required' },
    });
  });

  it('asks for a six-digit code at least and a recovery code (xxxxx-xxxxx) at most', () => {
    expect(messagesOf(ZTwoFactorInput, { password: 'pw', two_factor_token: '123' })).toEqual({
      two_factor_token: { id: 'validation.tooShort', values: { minimum: 6 } },
    });
    expect(messagesOf(ZTwoFactorInput, { password: 'pw', two_factor_token: '1'.repeat(17) })).toEqual({
      two_factor_token: { id: 'validation.tooLong', values: { maximum: 16 } },
    });
  });

  it('covers numbers, lists, formats and choices', () => {
    const schema = z.object({
      page: z.number().min(0),
      per_page: z.number().max(100),
      ratio: z.number().gt(0),
      recipients: z.array(z.email()).min(1).max(10),
      slug: z.string().regex(/^[a-z0-9-]+$/),
      url: z.url(),
      mode: z.enum(['fast', 'balanced', 'accurate']),
      count: z.number(),
    });
    expect(
      messagesOf(schema, {
        page: -1,
        per_page: 101,
        ratio: 0,
        recipients: [],
        slug: 'Not A Slug',
        url: 'nope',
        mode: 'slow',
        count: 'seven',
      }),
    ).toEqual({
      page: { id: 'validation.numberAtLeast', values: { minimum: 0 } },
      per_page: { id: 'validation.numberAtMost', values: { maximum: 100 } },
      ratio: { id: 'validation.numberAbove', values: { minimum: 0 } },
      recipients: { id: 'validation.tooFewItems', values: { minimum: 1 } },
      slug: { id: 'validation.slug' },
      url: { id: 'validation.url' },
      mode: { id: 'validation.option' },
      count: { id: 'validation.invalid' },
    });
    expect(messagesOf(z.object({ list: z.array(z.string()).max(2) }), { list: ['a', 'b', 'c'] })).toEqual({
      list: { id: 'validation.tooManyItems', values: { maximum: 2 } },
    });
  });

  it('maps the final issues safeParse lists the same way as the raw ones', () => {
    const result = ZRegisterInput.safeParse({
      email: 'ada@example.com',
      password: 'short',
      beta_code: 'b',
      name: 'Ada',
      language: 'en',
    });
    expect(result.error?.issues.map(zodIssueMessage)).toEqual([{ id: 'validation.tooShort', values: { minimum: 8 } }]);
  });

  it('only returns ids that exist in the message files', () => {
    const issues = [
      { code: 'too_small', origin: 'date', minimum: 0 },
      { code: 'too_big', origin: 'file', maximum: 10 },
      { code: 'custom' },
      { code: 'invalid_type', input: 'x' },
    ];
    for (const issue of issues) {
      expect(zodIssueMessage(issue)).toEqual({ id: 'validation.invalid' });
    }
  });
});

describe('serverIssueMessage', () => {
  it('uses field-specific words where the code alone would mislead', () => {
    expect(serverIssueMessage('INVALID_CREDENTIALS', 'old_password')).toEqual({
      id: 'errors.INVALID_CREDENTIALS.old_password',
    });
    expect(serverIssueMessage('INVALID_CREDENTIALS', 'password')).toEqual({
      id: 'errors.INVALID_CREDENTIALS.password',
    });
  });

  it("falls back to the code's message, then to a generic one", () => {
    expect(serverIssueMessage('INVALID_BETA_CODE', 'beta_code')).toEqual({ id: 'errors.INVALID_BETA_CODE' });
    expect(serverIssueMessage('INVALID_TWO_FACTOR_CODE', 'two_factor_token')).toEqual({
      id: 'errors.INVALID_TWO_FACTOR_CODE',
    });
    expect(serverIssueMessage('BAD_REQUEST', 'email')).toEqual({ id: 'validation.invalid' });
    expect(serverIssueMessage('SOMETHING_NEW', 'email')).toEqual({ id: 'validation.invalid' });
    expect(serverIssueMessage(undefined, 'email')).toEqual({ id: 'validation.invalid' });
  });
});

describe('field message encoding', () => {
  it('round-trips a descriptor through the string react-hook-form keeps', () => {
    const descriptor = { id: 'validation.tooShort' as const, values: { minimum: 8 } };
    expect(decodeFieldMessage(encodeFieldMessage(descriptor))).toEqual(descriptor);
  });

  it('reads anything else as "not valid", never as raw text', () => {
    for (const message of [
      undefined,
      '',
      'Too small: expected string to have >=8 characters',
      'msg:{broken',
      'msg:{"id":"no.such.id"}',
    ]) {
      expect(decodeFieldMessage(message)).toEqual({ id: 'validation.invalid' });
    }
    expect(isMessageId('validation.invalid')).toBe(true);
  });
});
