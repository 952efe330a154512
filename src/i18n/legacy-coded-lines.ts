// LEGACY: rows written before messages were stored by code keep only their English text, and rows
// written before reasons nested keep a `{reason}`/`{detail}` as English text. This reads such a text
// back into a code and values by the English templates (reasons nested, as new rows store them), for
// the background step that codes old rows (jobs/code-old-messages.ts) and, on the server only, for a
// row still without its coded column and for reasons session 9's backfill stored as text (rendering
// reads those back: withCodedReasons). New rows nest their reasons and are rendered from their codes
// (a template edit would misread, and a value holding a template's own words can match wrongly). The
// web UI never imports this.
import { DELIVERY_MESSAGES } from './delivery-messages.ts';
import { EXECUTION_MESSAGES } from './execution-messages.ts';
import { INGEST_MESSAGES, REASON_MESSAGES } from './reason-messages.ts';
import type { TCodedMessage, TMessageParams, TTemplate } from './types.ts';

type TPattern = { code: string; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

// The English template of every message, as a pattern that reads the parameters back.
function patternsOf(templates: Record<string, TTemplate>): TPattern[] {
  return Object.entries(templates)
    .filter(([code]) => code !== 'text')
    .map(([code, template]) => ({
      code,
      pattern: new RegExp(`^${escapeRegExp(template.en).replace(/\\?\{(\w+)\\?\}/g, '(?<$1>.+?)')}$`, 's'),
    }));
}

const LINE_PATTERNS = patternsOf(EXECUTION_MESSAGES);
// A reason is one of the readers' own, or a whole message (an attachment's read error).
const REASON_PATTERNS = [...patternsOf(REASON_MESSAGES), ...LINE_PATTERNS];
const INGEST_PATTERNS = patternsOf(INGEST_MESSAGES);
const DELIVERY_PATTERNS = patternsOf(DELIVERY_MESSAGES);
// A team event's description: why an e-mail was refused, or why a delivery failed.
const DESCRIPTION_PATTERNS = [...INGEST_PATTERNS, ...DELIVERY_PATTERNS];

function matchTemplate(line: string, patterns: TPattern[]): TCodedMessage | null {
  for (const { code, pattern } of patterns) {
    const match = pattern.exec(line);
    if (match) {
      return { code, params: { ...(match.groups as TMessageParams | undefined) } };
    }
  }
  return null;
}

/**
 * The code and values of one warning or error line of an old row (English only; some prefixed with
 * their file name, an e-mail's attachment with both names). Used by the migration that stored codes.
 */
export function legacyCodedLine(line: string): TCodedMessage {
  return withCodedReasons(codedLine(line));
}

function codedLine(line: string): TCodedMessage {
  const whole = matchTemplate(line, LINE_PATTERNS);
  if (whole) {
    return whole;
  }
  for (let colon = line.indexOf(': '); colon > 0; colon = line.indexOf(': ', colon + 2)) {
    const file = line.slice(0, colon);
    if (file.includes('\n')) {
      break;
    }
    const inner = matchTemplate(line.slice(colon + 2), LINE_PATTERNS);
    if (inner) {
      return { code: inner.code, params: { ...inner.params, file } };
    }
  }
  return { code: 'text', params: { text: line } };
}

/** An old row's `{reason}` value read back to its code, or null for a wording no template knows. */
export function legacyCodedReason(reason: string): TCodedMessage | null {
  return matchTemplate(reason, REASON_PATTERNS);
}

/**
 * A team event's description (why an e-mail was refused, why a delivery failed), as a code;
 * unknown wordings as text.
 */
export function legacyCodedDescription(description: string): TCodedMessage {
  return withCodedReasons(
    matchTemplate(description, DESCRIPTION_PATTERNS) ?? { code: 'text', params: { text: description } },
  );
}

/**
 * Why a delivery failed, as stored in English (see delivery-messages.ts), as a code; a wording no
 * template knows (a network error's own text) as text.
 */
export function legacyCodedDeliveryError(error: string): TCodedMessage {
  return withCodedReasons(matchTemplate(error, DELIVERY_PATTERNS) ?? { code: 'text', params: { text: error } });
}

/**
 * The message with every `{reason}` or `{detail}` stored as English text (rows coded by session 9's
 * backfill, which kept reasons as text) read back into its code, at any depth; a wording no template
 * knows stays text. A message whose reasons are nested messages (new rows, session 10's backfill)
 * comes back as it is.
 */
export function withCodedReasons(message: TCodedMessage): TCodedMessage {
  let params: TMessageParams | undefined;
  for (const [name, value] of Object.entries(message.params)) {
    const coded =
      typeof value === 'object'
        ? withCodedReasons(value)
        : name === 'reason'
          ? legacyCodedReason(String(value))
          : name === 'detail'
            ? legacyCodedDeliveryError(String(value))
            : null;
    if (coded && coded !== value) {
      params ??= { ...message.params };
      params[name] = coded;
    }
  }
  return params ? { code: message.code, params } : message;
}
