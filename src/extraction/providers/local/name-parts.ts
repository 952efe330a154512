// The parts of a person's name as labels and field names say them: one list for the name columns of a table
// (name-columns.ts), the labels a form prints side by side (label-cells.ts) and the surname a greeting gives
// (salutation.ts). Lower case, words as `labelWords` leaves them.

export const GIVEN_NAME =
  /^(?:vorname|vornamen|rufname|first name|first names|firstname|given name|given names|forename|forenames)$/;
export const FAMILY_NAME = /^(?:nachname|familienname|zuname|last name|lastname|surname|family name)$/;

/** Whether a label names one part of a person's name ("Vorname", "Last name", "Geburtsname"). */
export const namesNamePart = (label: string) => {
  const text = label.toLowerCase();
  return GIVEN_NAME.test(text) || FAMILY_NAME.test(text) || text === 'geburtsname';
};
