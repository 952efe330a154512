// The party a From or To line's mailbox names, without its address and its department's words.

// Mailboxes of a department, not of a party: "Accounts <accounts@…>", "Stadtwerke Bielefeld Kundenservice".
export const DEPARTMENT =
  /^(?:accounts?|notifications?|billing|service|serviceannahme|kundendienst|support|info|team|no-?reply|noreply|mailer|sales|vertrieb|einkauf|buchhaltung|kundenservice|customer|tickets?|alerts?|buchungsservice|credit|control|payables|receivables|ops|office|admin|kontakt|contact|newsletter|orders?|bestellungen|versand|rechnungen|invoices?|purchasing|procurement|hr|personal|shop)$/iu;

// The kind of desk before a trailing "Services": "Parking Services", "Customer Services", "Guest Services". Not a
// trade, which names a firm as often ("Premier Technical Services", "Apex Travel Services", "Northern Field Services").
const DESK_KIND = /^(?:parking|customer|guest|member|client|reservations?|booking)$/iu;

// Outlook's "Schuster, Peter": a surname, a comma and one or two given names, each a capitalised word; not a firm's
// "Acme, Inc" (a legal form after the comma).
const LAST_COMMA_FIRST = /^(\p{Lu}[\p{Ll}'’-]+), (\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)?)$/u;
const LEGAL_FORM_AFTER_COMMA = /, (?:Inc|Ltd|Llc|Corp|Co|Plc|Limited|Sa|Sarl|Srl|Spa|Oy|Ab|As)$/u;

/** "Schuster, Peter" as the person is called: "Peter Schuster"; any other name as written. */
const firstNameFirst = (name: string) =>
  LEGAL_FORM_AFTER_COMMA.test(name) ? name : name.replace(LAST_COMMA_FIRST, '$2 $1');

/** The party a mailbox names: "Tomasz Nowak <t.nowak@…>" → "Tomasz Nowak"; no department's words; none for "Accounts <…>". */
export const displayName = (mailbox: string) => displayNameSpan(mailbox)?.text ?? null;

/**
 * The party a mailbox names (`text`) and the words the mailbox writes it with (`written`, its quote): "Schuster, Peter"
 * is called "Peter Schuster", and a source quotes what the line says.
 */
export function displayNameSpan(mailbox: string): { text: string; written: string } | null {
  // "Zahnarztpraxis Dr. Hofmann via Terminfinder", "Gridline Software Ltd via PayStream": a service sends on behalf of
  // the party before "via".
  // Split at "<" and trimmed, not split at /\s*</: that rescanned a long blank run from each of its blanks. A display
  // name is short: the "via" pattern backtracks on long ones. Lower-case "via" only ("Ristorante Via Veneto" is a name).
  const bare = (mailbox.split('<')[0] ?? '').trim().replace(/^["']|["']$/g, '');
  const sent = bare.length <= 200 ? bare.replace(/^(\S.*?)\s+via\s+\S.*$/u, '$1') : bare;
  // "Sparkasse Oberland – Kontowecker", "Autohaus Dietl - Service", "Oakleaf Brewing Co | Accounts": the party before
  // a spaced dash or bar, its service or desk after it.
  const display = sent.split(/\s[-–—|]\s/u)[0]?.trim() ?? sent;
  const words = display.includes('@') ? [] : display.split(/\s+/).filter(Boolean);
  while (words.length > 0 && DEPARTMENT.test(words[0] ?? '')) {
    words.shift();
  }
  while (words.length > 0 && DEPARTMENT.test(words.at(-1) ?? '')) {
    words.pop();
  }
  // "Bristol City Council Parking Services": "Services" after a desk's kind is the desk; alone it ends a firm's name
  // ("Castle Cleaning Services"), and a desk's kind alone is a word of the name.
  if (words.length > 2 && /^services$/iu.test(words.at(-1) ?? '') && DESK_KIND.test(words.at(-2) ?? '')) {
    words.pop();
    while (words.length > 1 && DESK_KIND.test(words.at(-1) ?? '')) {
      words.pop();
    }
  }
  const written = words.join(' ');
  const text = firstNameFirst(written);
  return text.length < 2 ? null : { text, written };
}
