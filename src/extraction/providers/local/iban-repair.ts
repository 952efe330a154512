// An IBAN as text recognition gives it back: "DEO02 1203 …" (an "O" read beside the "0"), "DE8O 3704 …" (a "0" read
// as "O"), "DE89 37O4 0044 …". The check digits settle it: an IBAN whose mod-97 check fails is tried with each "O"
// as "0", "I"/"l" as "1", or one stray "O" left out, and the one spelling whose check passes is taken. A correct IBAN
// (plain text) passes as it is and is never changed.

const SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Whether a compact IBAN (no blanks) passes the mod-97 check (ISO 13616). */
export function ibanChecks(iban: string): boolean {
  if (!SHAPE.test(iban)) {
    return false;
  }
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let rest = 0;
  for (const char of moved) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) {
      rest = (rest * 10 + Number(digit)) % 97;
    }
  }
  return rest === 1;
}

/**
 * The IBAN `text` holds as recognized text misspells it (blanks dropped), when exactly one repair of its "O"s, "I"s
 * and "l"s passes the check; null when the text passes as it is, is no IBAN's shape, or no repair or several do.
 */
export function repairedIban(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length > 40 || !/^[A-Z]{2}[\dOIl]/.test(compact) || ibanChecks(compact)) {
    return null;
  }
  const digits = (part: string) => part.replace(/[O]/g, '0').replace(/[Il]/g, '1');
  const country = compact.slice(0, 2);
  const spellings = new Set([`${country}${digits(compact.slice(2))}`]);
  // One "O" too many: the "0" beside it read twice.
  for (let index = 2; index < compact.length; index++) {
    if (compact[index] === 'O') {
      spellings.add(`${country}${digits(`${compact.slice(2, index)}${compact.slice(index + 1)}`)}`);
    }
  }
  const passing = [...spellings].filter(ibanChecks);
  return passing.length === 1 ? (passing[0] as string) : null;
}
