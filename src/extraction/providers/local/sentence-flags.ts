// A yes/no fact a sentence states about the field's thing: "ist die Rechnung noch nicht beglichen" (`bezahlt`: false),
// "Diese Kosten werden von Ihrer Krankenkasse nicht übernommen" (`kassenleistung`, described "Ob die Krankenkasse die
// Kosten übernimmt": false), "The deposit has already been paid" (`already_paid`: true). The field's name or its
// description gives the state (paid, covered, included, allowed, waived) and the thing; the clause must state that
// state and name the thing. A field naming no thing needs "already"/"noch"/a negation, so a bare "paid" in a sentence
// ("payable … to be paid by") states nothing. Read after a checkbox, a flag line and a mention (guesses.ts).
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf } from './sentence-clauses.ts';
import { covers } from './sentence-events.ts';
import { type TToken, tokenize } from './words.ts';

// States a flag field names, each with its English and German words (folded: "übernommen" is "uebernommen").
const STATES: RegExp[] = [
  /^(?:paid|settled|bezahlt|beglichen|gezahlt|entrichtet|ausgeglichen)$/,
  /^(?:covered|reimbursed|uebernommen|uebernimmt|erstattet|getragen|traegt)$/,
  /^(?:included|inklusive|enthalten|inbegriffen|inkludiert)$/,
  /^(?:allowed|permitted|erlaubt|gestattet|zulaessig)$/,
  /^(?:waived|erlassen)$/,
];
const NEGATION = /^(?:not|nicht|kein|keine|keinen|keiner|never|nie|unpaid|unbezahlt|outstanding|ausstehend)$/;
// "already", "bereits", "noch": a state said of now, which a field without a thing needs.
const ASPECT = /^(?:already|bereits|schon|noch|yet)$/;
const FILLER =
  /^(?:is|are|has|have|been|was|were|ob|whether|if|the|der|die|das|den|dem|des|schon|bereits|already|yet|noch|ist|wird|werden|sind|wurde|by|von|vom|and|und)$/;

/** The words of a name or description that name the flag's thing: not its state, not a filler, four letters or more. */
const thingsOf = (words: string[], state: RegExp) =>
  words.filter((word) => word.length >= 4 && !state.test(word) && !FILLER.test(word));

/** Whether the clause's words state the flag: its state and, if the field names things, every one of them. */
function states(tokens: TToken[], state: RegExp, thingLists: string[][]): boolean {
  if (!tokens.some((token) => state.test(token.word))) {
    return false;
  }
  const named = thingLists.filter((things) => things.length > 0);
  if (named.length === 0) {
    return tokens.some((token) => ASPECT.test(token.word) || NEGATION.test(token.word));
  }
  return named.some((things) => things.every((thing) => covers(tokens, thing)));
}

/** The yes/no a clause states of the field's thing, or null when no clause states it. */
export function flagInSentence(lines: TLine[], property: TSchemaProperty, words: string[]): TValueSource | null {
  const described = tokenize(property.description ?? '').map((token) => token.word);
  const state = STATES.find((each) => [...words, ...described].some((word) => each.test(word)));
  if (!state) {
    return null;
  }
  const thingLists = [thingsOf(words, state), thingsOf(described, state)];
  for (const clause of clausesOf(lines)) {
    const tokens = [...tokenize(clause.lead), ...tokenize(clause.line.text, clause.start, clause.end)];
    if (states(tokens, state, thingLists)) {
      const negated = tokens.some((token) => NEGATION.test(token.word));
      return { text: negated ? 'no' : 'yes', line: clause.line, quoteStart: clause.start, quoteEnd: clause.end };
    }
  }
  return null;
}
