// Values that say what they are without a label: an IBAN (country, check digits, 11–30 more) and a BIC.
export const SELF_EVIDENT: Record<string, RegExp> = {
  iban: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/,
  bic: /\b[A-Z]{4}(?:DE|AT|CH|GB|FR|NL|BE|IT|ES|LU|US|IE|PL|DK|SE)[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/,
};
