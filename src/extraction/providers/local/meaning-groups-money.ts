// Concepts of sums and days for the structural fallback's match by meaning (meaning-groups.ts says how they are read):
// a sum or a date named by the field in words of its own and printed in others ("Endbetrag" for `gesamtkosten`,
// "Settle by" for `pay_before`). Data only, written from what business documents print in English and German.

/** Sums of money. */
const SUMS = [
  'total | grand total | total amount | total payable | amount payable | total to pay | total due | amount charged | total charged | amount charged to your card | total paid | price inclusive | total inclusive | total incl vat | total cost | overall cost | final amount | Endbetrag | Endsumme | Endsumme brutto | Gesamtbetrag | Gesamtsumme | Gesamtkosten | Gesamtpreis | Rechnungsbetrag | insgesamt | insgesamt zu zahlen | Zahlbetrag | Summe brutto | Bruttobetrag | Gesamtbetrag brutto',
  'amount outstanding | outstanding amount | outstanding balance | balance outstanding | balance due | balance owing | amount owed | amount owing | still to pay | offener Betrag | offene Forderung | Restbetrag | Restschuld | ausstehender Betrag | noch offen | noch zu zahlen',
  'net | net amount | net total | subtotal | sub total | total before tax | total excl vat | pre tax total | amount before tax | before vat | excl vat | works before vat | Netto | Nettobetrag | Zwischensumme | Summe netto | Nettosumme | Gesamtbetrag netto',
  'tax | vat | sales tax | tax amount | vat amount | MwSt | USt | Umsatzsteuer | Mehrwertsteuer | enthaltene Steuer | enth Steuer | Steuerbetrag | MwSt Betrag',
  'gross pay | gross salary | gross earnings | gross wage | earnings before deductions | pay before deductions | total gross | Bruttolohn | Bruttogehalt | Bruttobezüge | Bruttoverdienst | Gesamtbrutto | Bruttoentgelt',
  'net pay | take home | take home pay | net salary | net earnings | net wage | amount paid to you | Nettolohn | Nettogehalt | Auszahlungsbetrag | Nettobezüge | Nettoverdienst | Nettoentgelt',
  'income tax | paye | wage tax | Lohnsteuer | Einkommensteuer',
  'national insurance | ni | nic | ni contribution | ni contributions | employee nic | Sozialversicherung | SV Beitrag | Sozialversicherungsbeitrag',
  'salary | monthly salary | gross monthly salary | monthly pay | remuneration | monthly remuneration | Gehalt | Monatsgehalt | Bruttomonatsgehalt | Vergütung | Bruttovergütung | Bruttovergütung pro Monat | monatliche Vergütung | Monatslohn | Bruttomonatslohn | Gehalt monatlich',
  'deposit | security deposit | security bond | bond | damage deposit | Kaution | Mietkaution | Mietsicherheit | Sicherheitsleistung',
  'rent | monthly rent | rent per month | rent per calendar month | periodic payment | Miete | Monatsmiete | monatliche Miete',
  'fee | service charge | booking fee | handling fee | service fee | Gebühr | Servicegebühr | Bearbeitungsgebühr | Vorverkaufsgebühr | Buchungsgebühr',
  'price | ticket price | face value | fare | airfare | air fare | base fare | Preis | Ticketpreis | Kartenpreis | Fahrpreis | Flugpreis | Eintrittspreis',
  'taxes and fees | taxes fees | taxes fees and charges | surcharges | surcharges and levies | taxes and charges | Steuern und Gebühren | Steuern Gebühren | Zuschläge | Steuern und Zuschläge',
  'labour | labor | labour cost | labor cost | labour charge | workshop time | Arbeitslohn | Lohnkosten | Arbeitsleistung | Arbeitskosten',
  'parts | components | materials | parts and materials | Teile | Ersatzteile | Material | Ersatzteile und Material | Teile und Material',
  'shipping | shipping cost | shipping fee | postage | postage and packing | postage packing | p p | delivery charge | delivery cost | Versandkosten | Porto | Lieferkosten | Frachtkosten | Versandgebühr',
  'fine | penalty | penalty charge | Bußgeld | Geldbuße | Verwarngeld | Strafe',
  'reduced amount | discounted amount | reduced charge | discounted charge | early payment amount | ermäßigter Betrag',
  'administrative costs | administration fee | admin fee | Verwaltungskosten | Verwaltungsgebühr | Gebühren und Auslagen | Auslagen',
  'additional payment | amount to pay | shortfall | Nachzahlung | Nachzahlungsbetrag | zu Ihren Lasten | Ergebnis zu Ihren Lasten | Fehlbetrag',
  'refund | credit | credit balance | amount refunded | Erstattung | Guthaben | Rückerstattung | Erstattungsbetrag | zu Ihren Gunsten | Ergebnis zu Ihren Gunsten',
  'advance payments | payments on account | instalments paid | prepayments | Vorauszahlungen | Abschläge | geleistete Abschläge | Abschlagszahlungen | geleistete Vorauszahlungen',
  'share of costs | your share | cost share | apportioned costs | Kostenanteil | Ihr Anteil | Ihr Kostenanteil | umlagefähige Kosten',
  'opening balance | brought forward | balance brought forward | previous balance | start balance | Anfangssaldo | alter Saldo | Kontostand alt | Saldo alt',
  'closing balance | carried forward | balance carried forward | new balance | end balance | Endsaldo | neuer Saldo | Kontostand neu | Saldo neu',
  'money in | paid in | total credits | credits | total paid in | deposits | Gutschriften | Summe Gutschriften | Summe Haben | Eingänge',
  'money out | paid out | total debits | debits | total paid out | withdrawals | Belastungen | Summe Belastungen | Summe Soll | Ausgänge',
  'sum insured | amount insured | cover amount | insured sum | Versicherungssumme | Deckungssumme',
  'premium | annual premium | yearly premium | Jahresbeitrag | Jahresprämie | Prämie | Versicherungsbeitrag',
  'deductible | excess | Selbstbeteiligung | Selbstbehalt',
  'taxable income | income after deductions | zu versteuerndes Einkommen | zvE | Einkommen nach Abzügen',
  'assessed tax | tax assessed | festgesetzte Steuer | festgesetzte Einkommensteuer | Steuer festgesetzt',
  'purchase price | price agreed | agreed price | sale price | selling price | Kaufpreis | vereinbarter Preis | Verkaufspreis',
];

/** Days. */
const DAYS = [
  'issue date | date issued | issued on | date raised | raised on | billed on | billing date | bill date | date billed | invoice date | document date | dated | Ausstellungsdatum | ausgestellt am | Rechnungsdatum | Belegdatum',
  'due date | pay by | pay before | settle by | payable by | payment due | due by | deadline | Fälligkeit | Fälligkeitsdatum | fällig am | zahlbar bis | Zahlungsziel | Zahlungsfrist',
  'delivery date | expected delivery | estimated delivery | delivered on | eta | arriving | Zustellung | Zustellung am | Liefertermin | Lieferdatum | Zustelltermin | voraussichtliche Zustellung | geliefert am',
  'arrival | arrival date | eta | estimated arrival | expected arrival | arriving | check in | Ankunft | Anreise | Anreisedatum | voraussichtliche Ankunft',
  'departure | departure date | leaving | check out | Abreise | Abreisedatum | Abfahrt | Abflug',
  'departure time | std | scheduled departure | departs | Abflugzeit | Abfahrtszeit',
  'arrival time | sta | scheduled arrival | Ankunftszeit',
  'start date | start | commencement | commencement date | begins | effective from | effective date | Beginn | Startdatum | Vertragsbeginn | Mietbeginn | Eintritt | Eintrittsdatum | Beginn des Arbeitsverhältnisses | Arbeitsbeginn | Versicherungsbeginn',
  'end date | end | ends | termination date | contract end | Ende | Vertragsende | endet am | endet zum | Laufzeitende | Mitgliedschaft endet | Mitgliedschaft endet zum',
  'valid until | expires | expiry | expiry date | offer expires | valid to | quote valid until | gültig bis | Angebot gültig bis | Bindefrist',
  'order date | ordered on | placed | placed on | order placed | date of order | Bestelldatum | bestellt am | Bestellung vom | Auftragsdatum',
  'received on | date received | receipt date | received | Eingangsdatum | eingegangen am | erhalten am | Schreiben erhalten am | Posteingang | Eingang',
  'appointment | appointment date | visit | visit on | your visit | Termin | Besuch am | Ihr Besuch am | Termin am | Behandlungstermin',
  'event date | date of event | when | show date | performance date | Veranstaltungsdatum | Datum der Veranstaltung',
  'offence | offence date | date of offence | contravention | date of contravention | contravention date | infringement | infringement date | violation date | Tatzeit | Tatdatum | Tattag | Datum des Verstoßes',
  // The day money moved, under the payer's and the bank's names alike (paid on, executed on, booked, value date).
  'payment date | pay date | payday | paid on | date paid | date credited | credited on | Zahltag | Auszahlungsdatum | Auszahlung am | gutgeschrieben am | execution date | executed on | ausgeführt am | Ausführungsdatum | Ausführungstag | booking date | Buchungstag | Buchungsdatum | value date | Wertstellung',
  'handover | handover date | handed over on | Übergabe | übergeben am | Übergabedatum',
  'first registration | date of first registration | first registered | ez | Erstzulassung | erstmals zugelassen',
  'birth date | date of birth | dob | born | Geburtsdatum | geboren am',
  'drop off | dropped off | received | accepted on | Annahme | angenommen | Fahrzeugannahme | Annahmedatum',
];

export const MEANING_SUM_GROUPS: string[] = SUMS;
export const MEANING_DAY_GROUPS: string[] = DAYS;
