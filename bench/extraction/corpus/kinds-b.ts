// Utility bills, payslips, bank transfer confirmations, hotel folios, credit notes.
import { addDays, COMPANIES, PEOPLE, type TLang, writeDate, writeMoney, writeNumber } from './format-values.ts';
import type { TKind } from './types.ts';

const t = (lang: TLang, en: string, de: string) => (lang === 'en' ? en : de);

export const utilityBill: TKind = {
  kind: 'utility_bill',
  schema: [
    { name: 'account_number', type: 'string', required: true },
    { name: 'customer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    {
      name: 'billing_period',
      type: 'object',
      properties: [
        { name: 'start', type: 'string', format: 'date' },
        { name: 'end', type: 'string', format: 'date' },
      ],
    },
    { name: 'consumption_kwh', type: 'number' },
    { name: 'amount_due', type: 'number', required: true },
    { name: 'due_date', type: 'string', format: 'date' },
  ],
  facts(rng) {
    const start = `2026-${String(rng.int(1, 6)).padStart(2, '0')}-01`;
    return {
      account_number: `${rng.int(100000, 999999)}-${rng.int(10, 99)}`,
      customer: { name: rng.pick(PEOPLE) },
      billing_period: { start, end: addDays(start, rng.pick([30, 89, 180])) },
      consumption_kwh: rng.int(120, 4200),
      amount_due: rng.money(40, 900),
      due_date: `2026-${String(rng.int(7, 12)).padStart(2, '0')}-${String(rng.int(10, 28)).padStart(2, '0')}`,
    };
  },
  layouts: [
    (f, lang, s) => [
      'Hansa Stadtwerke GmbH',
      t(lang, 'Electricity bill', 'Stromrechnung'),
      '',
      `${t(lang, 'Customer', 'Kunde')}: ${f.customer.name}`,
      `${t(lang, 'Account number', 'Kundennummer')}: ${f.account_number}`,
      `${t(lang, 'Billing period', 'Abrechnungszeitraum')}: ${writeDate(f.billing_period.start, lang, s)} – ${writeDate(f.billing_period.end, lang, s)}`,
      `${t(lang, 'Consumption', 'Verbrauch')}: ${writeNumber(f.consumption_kwh, lang, 0)} kWh`,
      '',
      `${t(lang, 'Amount due', 'Zu zahlender Betrag')}: ${writeMoney(f.amount_due, lang, s)}`,
      `${t(lang, 'Due date', 'Fälligkeitsdatum')}: ${writeDate(f.due_date, lang, s)}`,
    ],
    (f, lang, s) => [
      `Nordlicht Energie AG\t${t(lang, 'Account', 'Vertragskonto')}\t${f.account_number}`,
      `\t${t(lang, 'Period from', 'Zeitraum von')}\t${writeDate(f.billing_period.start, lang, s + 1)}`,
      `\t${t(lang, 'Period to', 'Zeitraum bis')}\t${writeDate(f.billing_period.end, lang, s + 1)}`,
      '',
      f.customer.name,
      'Lindenweg 4',
      '20095 Hamburg',
      '',
      t(lang, 'Meter\tOld reading\tNew reading\tConsumption', 'Zähler\tAlter Stand\tNeuer Stand\tVerbrauch'),
      `A-77\t${writeNumber(10_000, lang, 0)}\t${writeNumber(10_000 + f.consumption_kwh, lang, 0)}\t${writeNumber(f.consumption_kwh, lang, 0)} kWh`,
      '',
      `${t(lang, 'Please pay', 'Bitte zahlen Sie')}\t${writeMoney(f.amount_due, lang, s + 1)}`,
      `${t(lang, 'by', 'bis zum')}\t${writeDate(f.due_date, lang, s + 1)}`,
    ],
    (f, lang, s) => [
      t(lang, 'Your gas statement', 'Ihre Gasabrechnung'),
      `${t(lang, 'Dear', 'Sehr geehrte(r)')} ${f.customer.name},`,
      '',
      t(lang, 'Customer no.\tStatement period\tTotal usage', 'Kunden-Nr.\tLeistungszeitraum\tGesamtverbrauch'),
      `${f.account_number}\t${writeDate(f.billing_period.start, lang, s + 2)} - ${writeDate(f.billing_period.end, lang, s + 2)}\t${writeNumber(f.consumption_kwh, lang, 0)} kWh`,
      '',
      `${t(lang, 'Total to pay', 'Rechnungsbetrag')}\t${writeMoney(f.amount_due, lang, s + 2)}`,
      `${t(lang, 'Payment due', 'Fällig')}\t${writeDate(f.due_date, lang, s + 2)}`,
    ],
  ],
};

export const payslip: TKind = {
  kind: 'payslip',
  schema: [
    { name: 'employee_name', type: 'string', required: true },
    { name: 'employee_id', type: 'string' },
    { name: 'employer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    { name: 'pay_date', type: 'string', format: 'date' },
    { name: 'gross_pay', type: 'number', required: true },
    { name: 'income_tax', type: 'number' },
    { name: 'net_pay', type: 'number', required: true },
  ],
  facts(rng) {
    const gross = rng.money(2200, 7800);
    const tax = Math.round(gross * 0.18 * 100) / 100;
    const social = Math.round(gross * 0.2 * 100) / 100;
    return {
      employee_name: rng.pick(PEOPLE),
      employee_id: `${rng.pick(['E', 'PN', ''])}${rng.int(1000, 99999)}`,
      employer: { name: rng.pick(COMPANIES) },
      pay_date: `2026-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.pick(['25', '28', '15'])}`,
      gross_pay: gross,
      income_tax: tax,
      net_pay: Math.round((gross - tax - social) * 100) / 100,
      _social: social,
    };
  },
  layouts: [
    (f, lang, s) => [
      f.employer.name,
      t(lang, 'PAYSLIP', 'GEHALTSABRECHNUNG'),
      '',
      `${t(lang, 'Employee', 'Mitarbeiter')}: ${f.employee_name}`,
      `${t(lang, 'Employee ID', 'Personalnummer')}: ${f.employee_id}`,
      `${t(lang, 'Pay date', 'Auszahlungsdatum')}: ${writeDate(f.pay_date, lang, s)}`,
      '',
      `${t(lang, 'Gross pay', 'Bruttogehalt')}\t${writeNumber(f.gross_pay, lang)}`,
      `${t(lang, 'Income tax', 'Lohnsteuer')}\t-${writeNumber(f.income_tax, lang)}`,
      `${t(lang, 'Social security', 'Sozialversicherung')}\t-${writeNumber(f._social, lang)}`,
      `${t(lang, 'Net pay', 'Nettogehalt')}\t${writeNumber(f.net_pay, lang)}`,
    ],
    (f, lang, s) => [
      `${t(lang, 'Employer', 'Arbeitgeber')}\t${f.employer.name}\t${t(lang, 'Name', 'Name')}\t${f.employee_name}`,
      `${t(lang, 'Payment date', 'Zahltag')}\t${writeDate(f.pay_date, lang, s + 1)}\t${t(lang, 'Staff no.', 'Pers.-Nr.')}\t${f.employee_id}`,
      '',
      t(lang, 'Earnings\tAmount', 'Bezüge\tBetrag'),
      `${t(lang, 'Gross salary', 'Gesamtbrutto')}\t${writeMoney(f.gross_pay, lang, s)}`,
      t(lang, 'Deductions\tAmount', 'Abzüge\tBetrag'),
      `${t(lang, 'Tax', 'Lohnsteuer')}\t${writeMoney(f.income_tax, lang, s)}`,
      `${t(lang, 'Social insurance', 'SV-Beiträge')}\t${writeMoney(f._social, lang, s)}`,
      '',
      `${t(lang, 'Net amount paid', 'Auszahlungsbetrag')}\t${writeMoney(f.net_pay, lang, s)}`,
    ],
    (f, lang, s) => [
      `${f.employer.name} · ${t(lang, 'Salary statement', 'Entgeltabrechnung')}`,
      '',
      f.employee_name,
      `${t(lang, 'Personnel number', 'Personalnummer')} ${f.employee_id}`,
      '',
      t(lang, 'Gross\tTax\tNet', 'Brutto\tSteuer\tNetto'),
      `${writeNumber(f.gross_pay, lang)}\t${writeNumber(f.income_tax, lang)}\t${writeNumber(f.net_pay, lang)}`,
      '',
      `${t(lang, 'Paid on', 'Überwiesen am')} ${writeDate(f.pay_date, lang, s + 2)}`,
    ],
  ],
};

export const bankTransfer: TKind = {
  kind: 'bank_transfer',
  schema: [
    { name: 'reference', type: 'string' },
    { name: 'execution_date', type: 'string', format: 'date', required: true },
    { name: 'amount', type: 'number', required: true },
    { name: 'currency', type: 'string' },
    {
      name: 'beneficiary',
      type: 'object',
      properties: [
        { name: 'name', type: 'string' },
        { name: 'iban', type: 'string' },
      ],
    },
    { name: 'purpose', type: 'string' },
  ],
  facts(rng) {
    const digits = Array.from({ length: 18 }, () => rng.int(0, 9)).join('');
    return {
      reference: `TRX${rng.int(10_000_000, 99_999_999)}`,
      execution_date: rng.date(),
      amount: rng.money(10, 25_000),
      currency: 'EUR',
      beneficiary: { name: rng.pick(COMPANIES), iban: `DE${rng.int(10, 99)}${digits}` },
      purpose: `${rng.pick(['Invoice', 'Rechnung', 'Miete', 'Order'])} ${rng.int(1000, 9999)}`,
    };
  },
  layouts: [
    (f, lang, s) => [
      t(lang, 'Transfer confirmation', 'Überweisungsbestätigung'),
      '',
      `${t(lang, 'Beneficiary', 'Empfänger')}: ${f.beneficiary.name}`,
      `IBAN: ${f.beneficiary.iban.replace(/(.{4})/g, '$1 ').trim()}`,
      `${t(lang, 'Amount', 'Betrag')}: ${writeMoney(f.amount, lang, 1)}`,
      `${t(lang, 'Execution date', 'Ausführungsdatum')}: ${writeDate(f.execution_date, lang, s)}`,
      `${t(lang, 'Payment reference', 'Verwendungszweck')}: ${f.purpose}`,
      `${t(lang, 'Transaction ID', 'Auftragsnummer')}: ${f.reference}`,
    ],
    (f, lang, s) => [
      'Sparkasse Musterstadt',
      '',
      `${t(lang, 'Payee', 'Zahlungsempfänger')}\t${f.beneficiary.name}`,
      `${t(lang, 'IBAN of payee', 'IBAN Empfänger')}\t${f.beneficiary.iban}`,
      `${t(lang, 'Sum', 'Summe')}\t${writeNumber(f.amount, lang)}\t${f.currency}`,
      `${t(lang, 'Booked on', 'Gebucht am')}\t${writeDate(f.execution_date, lang, s + 1)}`,
      `${t(lang, 'Remittance information', 'Verwendungszweck')}\t${f.purpose}`,
      `${t(lang, 'Reference', 'Referenz')}\t${f.reference}`,
    ],
    (f, lang, s) => [
      `${t(lang, 'We executed your transfer of', 'Wir haben Ihre Überweisung über')} ${writeMoney(f.amount, lang, 2)} ${t(lang, 'on', 'am')} ${writeDate(f.execution_date, lang, s + 2)}${t(lang, '.', ' ausgeführt.')}`,
      '',
      t(lang, 'Recipient', 'Empfänger'),
      f.beneficiary.name,
      f.beneficiary.iban,
      '',
      t(lang, 'Purpose', 'Zweck'),
      f.purpose,
      '',
      `Ref.: ${f.reference}`,
      `${t(lang, 'Currency', 'Währung')}: ${f.currency}`,
    ],
  ],
};

export const hotelFolio: TKind = {
  kind: 'hotel_folio',
  schema: [
    { name: 'guest_name', type: 'string', required: true },
    { name: 'room_number', type: 'string' },
    { name: 'arrival_date', type: 'string', format: 'date', required: true },
    { name: 'departure_date', type: 'string', format: 'date' },
    { name: 'nights', type: 'number' },
    { name: 'total', type: 'number', required: true },
    { name: 'paid', type: 'boolean' },
  ],
  facts(rng) {
    const arrival = rng.date();
    const nights = rng.int(1, 6);
    return {
      guest_name: rng.pick(PEOPLE),
      room_number: String(rng.int(101, 540)),
      arrival_date: arrival,
      departure_date: addDays(arrival, nights),
      nights,
      total: rng.money(90, 1800),
      paid: rng.next() > 0.4,
    };
  },
  layouts: [
    (f, lang, s) => [
      'Sonnenschein Hotels GmbH',
      t(lang, 'Guest folio', 'Gastrechnung'),
      '',
      `${t(lang, 'Guest', 'Gast')}: ${f.guest_name}`,
      `${t(lang, 'Room', 'Zimmer')}: ${f.room_number}`,
      `${t(lang, 'Arrival', 'Anreise')}: ${writeDate(f.arrival_date, lang, s)}`,
      `${t(lang, 'Departure', 'Abreise')}: ${writeDate(f.departure_date, lang, s)}`,
      `${t(lang, 'Nights', 'Nächte')}: ${f.nights}`,
      '',
      `${t(lang, 'Total', 'Gesamtbetrag')}: ${writeMoney(f.total, lang, s)}`,
      `${t(lang, 'Status', 'Status')}: ${f.paid ? t(lang, 'paid', 'bezahlt') : t(lang, 'open', 'offen')}`,
    ],
    (f, lang, s) => [
      `Riverside Hotel\t${t(lang, 'Room No.', 'Zimmer-Nr.')}\t${f.room_number}`,
      `\t${t(lang, 'Check-in', 'Check-in')}\t${writeDate(f.arrival_date, lang, s + 1)}`,
      `\t${t(lang, 'Check-out', 'Check-out')}\t${writeDate(f.departure_date, lang, s + 1)}`,
      '',
      `${t(lang, 'Guest name', 'Name des Gastes')}: ${f.guest_name}`,
      '',
      t(lang, 'Date\tDescription\tAmount', 'Datum\tBeschreibung\tBetrag'),
      `${writeDate(f.arrival_date, lang, s + 1)}\t${t(lang, 'Accommodation', 'Übernachtung')} (${f.nights}x)\t${writeNumber(f.total, lang)}`,
      '',
      `${t(lang, 'Balance', 'Saldo')}\t${f.paid ? writeNumber(0, lang) : writeNumber(f.total, lang)}`,
      `${t(lang, 'Total charges', 'Summe')}\t${writeMoney(f.total, lang, s + 1)}`,
      `${t(lang, 'Paid', 'Bezahlt')}\t${f.paid ? t(lang, 'yes', 'ja') : t(lang, 'no', 'nein')}`,
    ],
    (f, lang, s) => [
      t(lang, 'Thank you for staying with us', 'Vielen Dank für Ihren Aufenthalt'),
      f.guest_name,
      '',
      t(lang, 'Room\tArrival\tDeparture\tNights', 'Zimmer\tAnkunft\tAbreise\tNächte'),
      `${f.room_number}\t${writeDate(f.arrival_date, lang, s + 2)}\t${writeDate(f.departure_date, lang, s + 2)}\t${f.nights}`,
      '',
      `${t(lang, 'Amount', 'Betrag')}: ${writeMoney(f.total, lang, s + 2)}`,
      f.paid
        ? t(lang, 'Paid by credit card – thank you.', 'Bezahlt per Kreditkarte – vielen Dank.')
        : t(lang, 'Payment outstanding.', 'Zahlung offen.'),
    ],
  ],
};

export const creditNote: TKind = {
  kind: 'credit_note',
  schema: [
    { name: 'credit_note_number', type: 'string', required: true },
    { name: 'date', type: 'string', format: 'date' },
    { name: 'invoice_number', type: 'string', description: 'The invoice this credit note corrects' },
    { name: 'customer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    { name: 'amount', type: 'number', required: true },
    { name: 'email', type: 'string', format: 'email' },
  ],
  facts(rng) {
    const company = rng.pick(COMPANIES);
    return {
      credit_note_number: `GS-${rng.int(100, 9999)}`,
      date: rng.date(),
      invoice_number: `RE-2026-${rng.int(100, 9999)}`,
      customer: { name: rng.pick(PEOPLE) },
      amount: rng.money(5, 800),
      email: `billing@${company
        .split(' ')[0]
        ?.toLowerCase()
        .replace(/[^a-z]/g, '')}.example`,
      _company: company,
    };
  },
  layouts: [
    (f, lang, s) => [
      f._company,
      t(lang, 'CREDIT NOTE', 'GUTSCHRIFT'),
      `${t(lang, 'Credit note no.', 'Gutschrift-Nr.')}: ${f.credit_note_number}`,
      `${t(lang, 'Date', 'Datum')}: ${writeDate(f.date, lang, s)}`,
      `${t(lang, 'Invoice number', 'Rechnungsnummer')}: ${f.invoice_number}`,
      `${t(lang, 'Customer', 'Kunde')}: ${f.customer.name}`,
      '',
      `${t(lang, 'Credit amount', 'Gutschriftsbetrag')}: ${writeMoney(f.amount, lang, s)}`,
      `${t(lang, 'Questions? E-mail', 'Fragen? E-Mail')}: ${f.email}`,
    ],
    (f, lang, s) => [
      `${f._company}\t${t(lang, 'Credit note', 'Gutschrift')} ${f.credit_note_number}`,
      `${f.email}\t${t(lang, 'Date', 'Datum')} ${writeDate(f.date, lang, s + 1)}`,
      '',
      `${t(lang, 'To', 'An')}: ${f.customer.name}`,
      `${t(lang, 'Relating to invoice', 'Bezug: Rechnung')} ${f.invoice_number}`,
      '',
      `${t(lang, 'We credit you', 'Wir schreiben Ihnen gut')}\t${writeMoney(f.amount, lang, s + 1)}`,
    ],
    (f, lang, s) => [
      t(lang, 'Credit Note', 'Gutschrift'),
      '',
      t(lang, 'Number\tDate\tOriginal invoice', 'Nummer\tDatum\tUrsprüngliche Rechnung'),
      `${f.credit_note_number}\t${writeDate(f.date, lang, s + 2)}\t${f.invoice_number}`,
      '',
      f.customer.name,
      '',
      `${t(lang, 'Total credit', 'Gutschrift gesamt')}: ${writeMoney(-f.amount, lang, s + 2).replace('-', '')}`,
      `${t(lang, 'Contact', 'Kontakt')}: ${f.email}`,
    ],
  ],
};
