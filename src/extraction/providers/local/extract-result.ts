import type { TOutputSchema, TSchemaProperty } from '../../schema/output-schema.ts';
import { dateFieldsOf } from './claimed-dates.ts';
import { dateOrderOf } from './date-order.ts';
import { withDeadlinesAfterDocument } from './deadline-dates.ts';
import { extractArray, notFound } from './extract-arrays.ts';
import { extractLeaf } from './extract-leaf.ts';
import { plausibleText, withoutImplausible } from './implausible-values.ts';
import type { TContext } from './leaf-context.ts';
import { fillLearned } from './learned-fill.ts';
import type { TLine } from './lines.ts';
import { emailFieldCount } from './mail-fields.ts';
import { withPayments } from './paid-rows.ts';
import { dateOrderInEffect, readingDatesAs } from './parse-date.ts';
import { leafFromQuote, learnedFromQuote } from './quoted-fallback.ts';
import { fillResidual } from './residual-fill.ts';
import { addFlatPartyRoles, addParallelRoles } from './role-columns.ts';
import { siblingLabels } from './sibling-labels.ts';
import { withSums } from './sum-totals.ts';

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

function extractObject(properties: TSchemaProperty[], context: TContext, path: string, parentName?: string) {
  siblingLabels(properties, parentName, context.siblings);
  addParallelRoles(properties, path, context.roles);
  addFlatPartyRoles(properties, path, context.roles);
  const result: Record<string, unknown> = {};
  for (const property of properties) {
    const at = join(path, property.name);
    let value: unknown;
    if (property.type === 'object') {
      value = extractObject(property.properties, context, at, property.name);
    } else if (property.type === 'array') {
      value = extractArray(property, context, at, parentName);
      context.claimedDates.clear();
    } else {
      value = extractLeaf(property, context, at, parentName) ?? leafFromQuote(property, context, at, parentName);
    }
    // Not found means left out, never null: the result holds only what the document states.
    if (value !== null) {
      result[property.name] = value;
    }
  }
  return Object.keys(result).length > 0 || path === '' ? result : null;
}

/**
 * Fills the schema from labelled values and tables in the lines; unknown fields are left out with a warning.
 * `learned`: scalar leaves the rules leave empty go to the trained fallback (off only to train it).
 */
export function extractResult(schema: TOutputSchema, lines: TLine[], learned = true) {
  // One order of day and month for the whole document, used by every reader of a date: the provider's, else decided here.
  const order = dateOrderInEffect(() => dateOrderOf(lines));
  return readingDatesAs(order, () => extractInOrder(schema, lines, learned, order === 'day-first'));
}

function extractInOrder(schema: TOutputSchema, lines: TLine[], learned: boolean, dayFirst: boolean) {
  const context: TContext = {
    lines,
    sources: {},
    warnings: [],
    leaves: [],
    dayFirst,
    dateFields: dateFieldsOf(schema),
    claimedDates: new Map(),
    emailFields: emailFieldCount(schema),
    threeDecimalMark: lines.map((line) => /(?<![\d.,])0([.,])\d{3}(?![\d.,])/.exec(line.text)?.[1]).find(Boolean),
    siblings: new Map(),
    taken: [],
    roles: new Map(),
  };
  const result = extractObject(schema, context, '') ?? {};
  if (learned) {
    fillLearned({ schema, lines, result, sources: context.sources, warnings: context.warnings, found: context.leaves });
    // A reply's quoted message, for what neither the rules nor the model found in the mail as written.
    learnedFromQuote({
      schema,
      lines,
      result,
      sources: context.sources,
      warnings: context.warnings,
      found: context.leaves,
    });
  }
  // What neither the rules nor the model filled: a pair left over whose label is near or the one left of its kind.
  if (learned) {
    fillResidual({
      schema,
      lines,
      result,
      sources: context.sources,
      warnings: context.warnings,
      dayFirst: context.dayFirst,
    });
  }
  // Whichever step filled it, a value no document writes for its field is left out: a wrong value costs more than none.
  withoutImplausible(schema, result, (path) => {
    delete context.sources[path];
    context.warnings.push(notFound(path));
  });
  // A total or amount due found in a part of a printed sum (a subtotal, the tax, the total before a deposit) is the sum.
  withSums(schema, result, context.sources, lines);
  // A paid field's found total is the payment the next row takes off it ("Total | Less deposit received | Balance").
  withPayments(schema, result, context.sources, lines);
  // A deadline found before the document's own date is another document's: the one it sets after its date.
  withDeadlinesAfterDocument(schema, result, context.sources, lines);
  // The title is made of the values kept, as kept.
  const leaves = context.leaves.flatMap((leaf) => {
    const value =
      typeof leaf.value === 'string' ? plausibleText(leaf.value, leaf.property, leaf.parentName) : leaf.value;
    return value === null ? (leaf.property.required ? [leaf] : []) : [{ ...leaf, value }];
  });
  return { result, sources: context.sources, warnings: context.warnings, leaves };
}
