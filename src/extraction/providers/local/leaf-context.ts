// What extracting one document's leaves shares: the document's lines, what was found so far (sources, warnings,
// leaves for the title) and facts read once per document (date order, decimal mark, sibling labels).
import type { TCodedMessage } from '../../../i18n/types.ts';
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import type { TClaimedDates, TDateField } from './claimed-dates.ts';
import type { TLeafValue } from './coerce.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import type { TRole } from './role-columns.ts';

/** A top-level or nested (not array) leaf value, kept for building the title. */
export type TFoundLeaf = { property: TSchemaProperty; parentName?: string; value: TLeafValue };

export type TContext = {
  lines: TLine[];
  sources: TSourceMap;
  warnings: TCodedMessage[];
  leaves: TFoundLeaf[];
  dayFirst: boolean;
  dateFields: TDateField[];
  // The dates the date fields' labels claim, read once; forgotten when an array's table rewrites a header's cells.
  claimedDates: TClaimedDates;
  // How many leaves ask for an e-mail address: a lone `email` field of a mail is its sender's.
  emailFields: number;
  // The mark of the document's three decimals ("0.600", "0,300"): "1.800" is no thousand where it is ".", but is
  // where it is "," (a German bill's "0,325 EUR/kWh" beside "Verbrauch: 3.450 kWh").
  threeDecimalMark?: string;
  // The labels of each leaf's siblings (other leaves of its object), which end its text value.
  siblings: Map<TSchemaProperty, () => Map<string, TSchemaProperty>>;
  // Where the values found so far stand: a sentence is not read again for another field's value.
  taken: TValueSource[];
  // Leaves (by path) of roles the schema sets side by side (`pickup.date`, `return.date`), read from role columns.
  roles: Map<string, TRole>;
};
