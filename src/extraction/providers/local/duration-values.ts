// A duration printed for a number field: "163:30 h", "1:45 Std.", "11 Std. 45 Min.", "2 h 30 min", "7 hrs 15 mins".
// Timesheets, payslips and service reports write hours and minutes so; the first number alone ("163", "11") loses
// the minutes. Read as hours with a fraction (163.5, 11.75), the unit the hours fields of timesheets ask for.

// Hours and minutes apart by a colon, an hour word after them: "163:30 h", "0:30 Std.", "1:45 hrs".
const COLON_HOURS = /^\s{0,3}(\d{1,4}):([0-5]\d)\s?(?:h|std|stunden|hrs?|hours?)(?![\p{L}])/iu;
// Hours and minutes as words: "11 Std. 45 Min.", "2 h 30 min", "7 hrs 15 mins", "3 Stunden 20 Minuten".
const WORD_HOURS =
  /^\s{0,3}(\d{1,4})\s?(?:h|std|stunden|hrs?|hours?)\.?,?\s{1,3}(?:und\s|and\s)?(\d{1,2})\s?(?:min|mins|minuten|minutes)(?![\p{L}])/iu;

/** The hours of a duration opening `text` ("1:45 h" → 1.75), or null when the text opens with no such duration. */
export function durationHours(text: string): number | null {
  const match = COLON_HOURS.exec(text) ?? WORD_HOURS.exec(text);
  if (!match) {
    return null;
  }
  const minutes = Number(match[2]);
  if (minutes > 59) {
    return null;
  }
  return Math.round((Number(match[1]) + minutes / 60) * 10000) / 10000;
}
