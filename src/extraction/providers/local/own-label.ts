import type { TLabelMatch } from './label-match.ts';
import type { TLine } from './lines.ts';
import { foldWord } from './words.ts';

// Shorter names ("tax", "net") occur inside too many other words to tell a label.
const MIN_NAME_LENGTH = 5;

/**
 * Matches of equal score, those whose label holds the field's own name first: for `auszahlung`, "Auszahlungsbetrag
 * 2.059,07" rather than "Nettoentgelt 2.099,07" above it, which only a synonym links (both score alike, and reading
 * order would take the first).
 */
export function ownLabelFirst(matches: TLabelMatch[], lines: TLine[], words: string[]): TLabelMatch[] {
  const name = words.map(foldWord).join('');
  if (name.length < MIN_NAME_LENGTH) {
    return matches;
  }
  const holdsName = (match: TLabelMatch) => {
    const text = lines[match.lineIndex]?.text ?? '';
    const at = match.value?.line === lines[match.lineIndex] ? text.indexOf(match.value?.text ?? '') : -1;
    const label = at > 0 ? text.slice(0, at) : text;
    return match.how !== 'column' && foldWord(label.replace(/[^\p{L}]+/gu, '')).includes(name);
  };
  return matches
    .map((match, index) => ({ match, index, own: holdsName(match) }))
    .sort((a, b) => b.match.score - a.match.score || Number(b.own) - Number(a.own) || a.index - b.index)
    .map(({ match }) => match);
}
