import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { belowLabel, firmWithoutRemark, nameBeforeAddress } from './address-parts.ts';
import { alternativesOf, chooseAlternative } from './alternatives.ts';
import { amountAfterCalculation, deducted } from './calculated-amounts.ts';
import { candidatesFor, qualifierOf } from './candidates.ts';
import { changeColumnValue, changeRowOfField, valueUnderYearHeading } from './change-columns.ts';
import { answeredQuestion } from './choice-rows.ts';
import { datesClaimedByOthers, withoutBareDate } from './claimed-dates.ts';
import type { TLeafValue } from './coerce.ts';
import { columnValue } from './column-sums.ts';
import { confidenceOf } from './confidence.ts';
import { dateOnOwnersLine } from './document-date.ts';
import { notFound, record } from './extract-arrays.ts';
import { findLabelMatches, valueBelow } from './find-labelled.ts';
import { addressedPart, guessLeaf, PAYMENT_FIELD, partyAtLastResort } from './guesses.ts';
import { isIdentifierName, namesNumberOf, trimIdentifier, trimSentence, withoutNoise } from './identifiers.ts';
import { inlinePlace } from './inline-seats.ts';
import { nameWithKind, opensDocument } from './kind-names.ts';
import type { TLabelMatch, TValueSource } from './label-match.ts';
import { amongLabelRows } from './label-rows.ts';
import type { TContext } from './leaf-context.ts';
import { letterSubject, namesSubject } from './letter-subject.ts';
import { forwarderValue, headerFact, headerValue, subjectIdentifier, writerName } from './mail-fields.ts';
import { cardRole, cardValue } from './masked-cards.ts';
import { matchesInOrder } from './match-order.ts';
import { namesPersonRole, personUnderNameLabel } from './name-label.ts';
import { orderedOccurrence } from './ordered-values.ts';
import { fieldParts } from './owner-parts.ts';
import { ownPartOfPair } from './paired-labels.ts';
import { valueUnderParentRow } from './parent-row.ts';
import { findDate } from './parse-date.ts';
import { findDayMonth, referenceDate } from './partial-dates.ts';
import { isNoPartyName } from './parties.ts';
import { asksForPartyName } from './party-names.ts';
import { sumUnderPeriods } from './period-columns.ts';
import { withoutPersonRemark, wrappedValue } from './person-remarks.ts';
import { preambleParty } from './preamble-parties.ts';
import { coerceQualified, isFreeText, normalized } from './qualified.ts';
import { rangePartOf } from './range-dates.ts';
import { endOfRange } from './range-end.ts';
import { ratePercentOfThing } from './rate-percent.ts';
import { referencedDate } from './referenced-dates.ts';
import { valueInRoleColumn } from './role-columns.ts';
import { valueOfRow } from './row-amounts.ts';
import { readSentencesOrSection } from './section-sums.ts';
import { personOfRole } from './sentence-people.ts';
import { sentenceKind } from './sentence-reader.ts';
import { valueByRole } from './sentence-role-texts.ts';
import { siblingLabelsLast } from './sibling-labels.ts';
import { compoundRangePart } from './span-ends.ts';
import { leafCandidates } from './titled-heads.ts';
import { valueInTotalRowOfCompound } from './total-row.ts';
import { unlabelled } from './unlabelled-values.ts';
import { cutAtLabels, numberOfAnother } from './value-cuts.ts';
import { agreesWithName, namesCount, namesMoney } from './value-kinds.ts';
import { firstCellBelow, isLabelPair, valueAtRowAndColumn, valueUnderRowHeader } from './value-positions.ts';
import { NAME_LIKE, REDUCTION, TYPE_WORD } from './vocabulary.ts';
import { sumOfField } from './wordless-sum.ts';
import { nameWords } from './words.ts';

/** One scalar leaf: its labels' values first, then positions, ranges, guesses, sentences and the mail's parts. */
export function extractLeaf(property: TSchemaProperty, context: TContext, path: string, parentName?: string) {
  const labels = leafCandidates(property, context.lines, parentName);
  const candidates = siblingLabelsLast(
    withoutBareDate(labels, property, context.dateFields),
    context.siblings.get(property)?.(),
  );
  const { words, qualifier: named } = qualifierOf(property.name, parentName);
  const decimals = context.threeDecimalMark && property.type === 'number' && !namesMoney(words);
  const qualifier = decimals ? { ...named, perUnit: true, decimalMark: context.threeDecimalMark } : named;
  const found = (value: TLeafValue, source: TValueSource, confidence: number) => {
    record(context, path, source, confidence);
    context.taken.push(source);
    context.leaves.push({ property, parentName, value });
    return value;
  };
  const wantsDate = property.type === 'string' && property.format === 'date';
  const matches = findLabelMatches(context.lines, candidates, { wantsRate: qualifier.wantsRate, wantsDate });
  const free = isFreeText(words);
  // "Thu 5 March": dated in the year nearest the document's date; a range's end for a field of one ("bis 30.06.2026").
  const reference = wantsDate ? referenceDate(context.lines) : null;
  const dated = (text: string) => {
    // `vertragsbeginn` under "Laufzeit: 01.11.2026 bis 31.03.2027": a German compound of the span's end (span-ends.ts).
    const part = qualifier.rangePart ?? (words.length === 1 ? compoundRangePart(words[0] ?? '') : undefined);
    const end = wantsDate ? rangePartOf(text, part, reference) : null;
    const yearless = reference && !end && !findDate(text) ? findDayMonth(text, reference) : null;
    return end ?? (yearless ? `${text} (${yearless.iso})` : text);
  };
  // A party's name ends where its address starts; a name or a type ("fuel_type") is written in words, not "£57.88".
  const party = asksForPartyName(property, words, parentName);
  const namesName = NAME_LIKE.has(words.at(-1) ?? '') || TYPE_WORD.test(words.at(-1) ?? '');
  const money = property.type === 'number' && namesMoney(words);
  const plainText = property.type === 'string' && !property.format;
  const parts = fieldParts(property, words, parentName, context.siblings.get(property), party || namesName);
  // A guess reads the part of a cell the field asks for too ("BAYSIDE PHARMACY #1142" is the store's name).
  const typed = (source: { text: string } | null | undefined) =>
    source ? normalized(property, words, coerceQualified(property, dated(parts.own(source.text)), qualifier)) : null;
  const fromLabel = (match: TLabelMatch) => {
    // "Tankstelle Ostermeier" opening the document: the kind a one-word name asks for belongs to the name.
    const opening =
      match.how === 'beside' &&
      plainText &&
      words.length === 1 &&
      opensDocument(context.lines, match.lineIndex) &&
      !amongLabelRows(context.lines, match.lineIndex, context.siblings.get(property)?.());
    // "Account holder:  Bill date: 02/10/2026" over "JAMES P WHITFIELD": the next cell is another label's pair.
    const pairBeside = plainText && match.how === 'cell' && isLabelPair(match.value?.text ?? '');
    const read =
      (opening ? nameWithKind(context.lines[match.lineIndex]) : null) ??
      (pairBeside
        ? firstCellBelow(context.lines, match.lineIndex)
        : (changeColumnValue(match, context.lines, words) ??
          valueUnderYearHeading(match, context.lines, words) ??
          columnValue(context.lines, match, property.type === 'number', [...words, ...nameWords(parentName ?? '')]))) ??
      (match.standalone && plainText && !match.exact ? nameWithKind(context.lines[match.lineIndex]) : null) ??
      (match.standalone ? belowLabel(context.lines, match.lineIndex, words, property) : null);
    const summed = read && match.how === 'cell' ? valueOfRow(read, property, qualifier) : read;
    const firmy = plainText && (party || namesName) && (match.how === 'beside' || match.how === 'cell');
    const source =
      property.type === 'number'
        ? summed && amountAfterCalculation(summed, words)
        : wrappedValue(context.lines, summed, words, firmy);
    const plain = source && property.type === 'string' && !property.format;
    // Another label inside the value ends it ("Visa ending in 4743"), unless the field is free text.
    const siblings = plain && !free ? (context.siblings.get(property)?.() ?? new Map<string, TSchemaProperty>()) : null;
    const cut = siblings && source ? cutAtLabels(source.text, siblings, opening ? words[0] : '') : source?.text;
    // "PO-2947 vom 14.4.2026": an identifier ends where the sentence goes on, other short texts where it ends.
    const trimmed =
      plain && cut && namesNumberOf(words) ? trimIdentifier(cut) : plain && cut && !free ? trimSentence(cut) : cut;
    const named =
      trimmed && plain && party
        ? nameBeforeAddress(withoutPersonRemark(words, trimmed))
        : trimmed && plain
          ? personOfRole(words, withoutPersonRemark(words, free ? trimmed : firmWithoutRemark(words, trimmed)))
          : trimmed;
    const whole = named && plain && !free ? withoutNoise(named, words) : named;
    const text = whole && parts.own(whole);
    const identifierField = Boolean(plain) && isIdentifierName(words);
    const kind = {
      identifier: identifierField,
      // "Paid with Apple Pay  £9.85" for `payment_method`: a means of payment is named in words, never a sum.
      name: Boolean(plain) && (party || namesName || PAYMENT_FIELD.test(words.join(' '))) && !identifierField,
      money,
      count: property.type === 'number' && namesCount(words),
    };
    // "Kunde: Rechnung": a heading's word is no party's name; a number past its label's clause is another's (value-cuts.ts).
    const sum = money && !qualifier.wantsRate && summed;
    const another = property.type === 'number' && source && text && numberOfAnother(source, text, match.how, sum);
    if (text && (!agreesWithName(text, kind) || (party && isNoPartyName(text)) || another)) {
      return null;
    }
    const stated =
      source && text ? normalized(property, words, coerceQualified(property, dated(text), qualifier)) : null;
    // "abzgl. Vorschuss  -200,00", "Less: deposit (200.00)": the label says it is deducted, the amount is stated.
    const reduction = words.some((word) => REDUCTION.test(word));
    const value = typeof stated === 'number' && source && (deducted(source) || reduction) ? Math.abs(stated) : stated;
    return source && value !== null ? found(value, source, confidenceOf(match.how, source, match.exact)) : null;
  };
  // An identifier has digits: "ORDER CONFIRMATION" is a title, "Order #A-5521" the number.
  const identifier = isIdentifierName(words) && property.type === 'string';
  // E-mail header lines ("Date: …" of the message) only when the body has nothing, not even a guess.
  const roleWords = [...words, ...nameWords(parentName ?? '')];
  const field = { words, roleWords, money, number: property.type === 'number', identifier, unit: qualifier.unit };
  const sorted = matchesInOrder(matches, context.lines, field);
  // A description listing the values ("'Nachzahlung' oder 'Guthaben'"): the one the document names, or none.
  const options = property.type === 'string' && !property.format ? alternativesOf(property.description) : null;
  if (options) {
    const labelled = sorted.flatMap(
      (match) => match.value ?? (match.standalone ? valueBelow(context.lines, match.lineIndex) : null) ?? [],
    );
    const chosen = chooseAlternative(options, labelled, context.lines);
    if (chosen) {
      return found(chosen.text, chosen, confidenceOf('guess', chosen));
    }
    context.warnings.push(notFound(path));
    return null;
  }
  // "Year to date | Gross | Tax" over its values: the object's own row of headings before any label elsewhere.
  const role = context.roles.get(path);
  const underParent =
    (parentName ? valueUnderParentRow(context.lines, parentName, property.name) : null) ??
    (role ? valueInRoleColumn(context.lines, role) : null);
  const fromParentRow =
    underParent && normalized(property, words, coerceQualified(property, dated(underParent.text), qualifier));
  if (underParent && fromParentRow !== null) {
    return found(fromParentRow, underParent, confidenceOf('column', underParent));
  }
  // A contract's party by the word its preamble names it ("(the "Seller")", "– Vermieterin –"), before its labels.
  const preamble = plainText ? preambleParty(context.lines, property.name, parentName) : null;
  if (preamble) {
    return found(preamble.text, preamble, confidenceOf('beside', preamble));
  }
  // A value two fields share under one label ("Anreise / Abreise") or a column's sum, before the labels' values.
  const paired = ownPartOfPair(context.lines, candidates) ?? (wantsDate ? referencedDate(context.lines, words) : null);
  const fromPair = typed(paired);
  if (paired && fromPair !== null) {
    return found(fromPair, paired, confidenceOf('beside', paired));
  }
  // "30 days" over its amount for `overdue_30`: an ageing table's period the name gives by its numbers.
  const summed = property.type === 'number' ? sumOfField(context.lines, words, property.name, parentName) : null;
  const fromSum = summed && normalized(property, words, coerceQualified(property, summed.text, qualifier));
  if (summed && fromSum !== null) {
    return found(fromSum, summed, confidenceOf('column', summed));
  }
  // "Last payment received 03/18/2026": a bare date of an object on the line its label opens, before other dates.
  const owners = wantsDate && parentName ? candidatesFor({ name: parentName }).map((label) => label.words) : [];
  const onOwnersLine = dateOnOwnersLine(context.lines, words, owners);
  const ownersDate = typed(onOwnersLine);
  if (onOwnersLine && ownersDate !== null) {
    return found(ownersDate, onOwnersLine, confidenceOf('beside', onOwnersLine));
  }
  // "Monthly charge | £16.00 | £18.50" under "Now | From 1 April": a side's column; a form's yes/no (choice-rows.ts).
  const changed = changeRowOfField(context.lines, words) ?? answeredQuestion(context.lines, property);
  const fromChange = typed(changed);
  if (changed && fromChange !== null) {
    return found(fromChange, changed, confidenceOf('column', changed));
  }
  // "Wagen 7, Platz 45, Großraum": a place's parts cut apart before a label's value runs on past the next label.
  const place = property.type === 'string' && !property.format ? inlinePlace(context.lines, words) : null;
  if (place) {
    return found(place.text, place, confidenceOf('beside', place));
  }
  for (const match of new Set(sorted)) {
    const value = fromLabel(match);
    if (value !== null) {
      return value;
    }
  }
  const compoundSum = property.type === 'number' ? valueInTotalRowOfCompound(context.lines, words) : null;
  const ofCompound = compoundSum && normalized(property, words, coerceQualified(property, compoundSum.text, qualifier));
  if (compoundSum && ofCompound !== null) {
    return found(ofCompound, compoundSum, confidenceOf('column', compoundSum));
  }
  const others = () => [...new Set(context.siblings.get(property)?.().values())].map((other) => other.name);
  const range = endOfRange(context.lines, { property, words, rangePart: qualifier.rangePart, parentName }, others);
  if (range) {
    return found(range.value, range.source, range.confidence);
  }
  const pairs = candidates.filter((candidate) => candidate.weight >= 3);
  const column =
    valueUnderRowHeader(context.lines, pairs) ??
    valueAtRowAndColumn(context.lines, pairs) ??
    (property.type === 'number' ? sumUnderPeriods(context.lines, words) : null);
  const fromColumn = typed(column);
  if (column && fromColumn !== null) {
    return found(fromColumn, column, confidenceOf('column', column));
  }
  // A label written twice ("Kontostand am …" before and after the bookings): old is the first, new the last.
  const ordered = orderedOccurrence(context.lines, words, wantsDate);
  const inOrder = ordered && fromLabel(ordered);
  if (ordered && inOrder !== null) {
    return inOrder;
  }
  const dates = context.leaves.filter((leaf) => leaf.property.type === 'string' && leaf.property.format === 'date');
  const claimed = wantsDate
    ? datesClaimedByOthers(context.lines, context.dateFields, property, context.dayFirst, context.claimedDates)
    : [];
  // A guess by shape and place; a sentence's value ("debited on 3 March 2026"); the mail's writer, subject, header.
  const kind = sentenceKind(property, words);
  const card = cardRole(words, named.lastDigits);
  for (const read of [
    () => forwarderValue(context.lines, words, wantsDate),
    () => (plainText ? addressedPart(context.lines, words, parentName) : null),
    () => (card ? cardValue(context.lines, card) : null),
    () => (namesPersonRole(words) ? personUnderNameLabel(context.lines) : null),
    () => parts.ofOwner(context.lines),
    () => (plainText && namesSubject(property.name) ? letterSubject(context.lines) : null),
    () => (named.wantsRate && property.type === 'number' ? ratePercentOfThing(context.lines, words) : null),
    () => guessLeaf(property, context.lines, words, parentName, [...dates.map((leaf) => leaf.value), ...claimed]),
    () => unlabelled(property, context.lines, words, context.leaves),
    () => (kind ? readSentencesOrSection(context.lines, candidates, kind, context.taken) : null),
    () => valueByRole(context.lines, property, words, context.taken),
    () => writerName(context.lines, property, words),
    () =>
      identifier || /^(?:reference|ref|referenz)$/.test(words.at(-1) ?? '')
        ? subjectIdentifier(context.lines, words)
        : headerFact(context.lines, property, roleWords, context.emailFields === 1),
  ]) {
    const source = read();
    const value = typed(source);
    if (source && value !== null) {
      return found(value, source, confidenceOf('guess', source));
    }
  }
  for (const match of matches.filter((candidate) => context.lines[candidate.lineIndex]?.header)) {
    const read = headerValue(match, context.lines, property, roleWords);
    const value = read && fromLabel(read);
    if (value !== null) {
      return value;
    }
  }
  // A greeting's part of a name, a letter's signing company: read when nothing else named the party.
  const lastResort = partyAtLastResort(property, context.lines, words, parentName);
  const lastValue = typed(lastResort);
  if (lastResort && lastValue !== null) {
    return found(lastValue, lastResort, confidenceOf('guess', lastResort));
  }
  context.warnings.push(notFound(path));
  return null;
}
