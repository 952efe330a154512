import { isMessageId, type MessageId } from './messages.ts';

/** A message id with its values: what a form field shows, translated at render time. */
export type TMessageDescriptor = { id: MessageId; values?: Record<string, number | string> };

/**
 * The parts of a zod 4 issue (raw, as an error map sees it, or final, as `safeParse` lists it)
 * that decide the message. Loose on purpose, so any issue variant fits.
 */
export type TZodIssueLike = {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  pattern?: string;
  input?: unknown;
};

// The project slug's pattern (ZProjectSlug): its message says what is allowed.
const SLUG_PATTERN = '^[a-z0-9-]+$';

const LENGTH_ORIGINS = new Set(['string']);
const COUNT_ORIGINS = new Set(['array', 'set']);
const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

function tooSmallMessage(issue: TZodIssueLike): TMessageDescriptor {
  const minimum = Number(issue.minimum);
  const origin = issue.origin ?? '';
  if (LENGTH_ORIGINS.has(origin)) {
    if (issue.exact) {
      return { id: 'validation.exactLength', values: { length: minimum } };
    }
    // "At least 1 character" reads oddly for a field left empty.
    return minimum <= 1 ? { id: 'validation.required' } : { id: 'validation.tooShort', values: { minimum } };
  }
  if (COUNT_ORIGINS.has(origin)) {
    return { id: 'validation.tooFewItems', values: { minimum } };
  }
  if (NUMBER_ORIGINS.has(origin)) {
    return {
      id: issue.inclusive === false ? 'validation.numberAbove' : 'validation.numberAtLeast',
      values: { minimum },
    };
  }
  return { id: 'validation.invalid' };
}

function tooBigMessage(issue: TZodIssueLike): TMessageDescriptor {
  const maximum = Number(issue.maximum);
  const origin = issue.origin ?? '';
  if (LENGTH_ORIGINS.has(origin)) {
    return issue.exact
      ? { id: 'validation.exactLength', values: { length: maximum } }
      : { id: 'validation.tooLong', values: { maximum } };
  }
  if (COUNT_ORIGINS.has(origin)) {
    return { id: 'validation.tooManyItems', values: { maximum } };
  }
  if (NUMBER_ORIGINS.has(origin)) {
    return {
      id: issue.inclusive === false ? 'validation.numberBelow' : 'validation.numberAtMost',
      values: { maximum },
    };
  }
  return { id: 'validation.invalid' };
}

/** The translated message for a zod issue: its code plus the limits it carries (spec §5 rules). */
export function zodIssueMessage(issue: TZodIssueLike): TMessageDescriptor {
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? { id: 'validation.required' } : { id: 'validation.invalid' };
    case 'too_small':
      return tooSmallMessage(issue);
    case 'too_big':
      return tooBigMessage(issue);
    case 'invalid_format':
      if (issue.format === 'email') {
        return { id: 'validation.email' };
      }
      if (issue.format === 'url') {
        return { id: 'validation.url' };
      }
      if (issue.format === 'regex' && issue.pattern?.replace(/^\/|\/$/g, '') === SLUG_PATTERN) {
        return { id: 'validation.slug' };
      }
      return { id: 'validation.format' };
    case 'invalid_value':
      return { id: 'validation.option' };
    default:
      return { id: 'validation.invalid' };
  }
}

/**
 * The message for a server issue on `field`. The server's own text is English, so the UI says it
 * from the answer's code: `errors.<CODE>.<field>` when the field needs its own words (a wrong
 * current password is not a wrong e-mail), else `errors.<CODE>`. A plain BAD_REQUEST is an input
 * the shared schema should have caught, so it reads as "not valid".
 */
export function serverIssueMessage(appCode: string | undefined, field: string): TMessageDescriptor {
  if (appCode === undefined || appCode === 'BAD_REQUEST') {
    return { id: 'validation.invalid' };
  }
  const fieldId = `errors.${appCode}.${field}`;
  if (isMessageId(fieldId)) {
    return { id: fieldId };
  }
  const codeId = `errors.${appCode}`;
  return isMessageId(codeId) ? { id: codeId } : { id: 'validation.invalid' };
}

// react-hook-form keeps one string per field error. It carries the descriptor, not a translated
// sentence, so a message already on screen follows a language switch.
const PREFIX = 'msg:';

export function encodeFieldMessage(descriptor: TMessageDescriptor): string {
  return PREFIX + JSON.stringify(descriptor);
}

/** The descriptor in a field error's message; anything else (never expected) reads as "not valid". */
export function decodeFieldMessage(message: string | undefined): TMessageDescriptor {
  if (message?.startsWith(PREFIX)) {
    try {
      const parsed: unknown = JSON.parse(message.slice(PREFIX.length));
      if (isDescriptor(parsed)) {
        return parsed;
      }
    } catch {
      // Falls through to the generic message.
    }
  }
  return { id: 'validation.invalid' };
}

function isDescriptor(value: unknown): value is TMessageDescriptor {
  if (typeof value !== 'object' || value === null || !('id' in value) || typeof value.id !== 'string') {
    return false;
  }
  return isMessageId(value.id);
}
