// The field names a team would choose for ~30 kinds of documents, and the labels real documents print for each
// field in English and German, written from domain knowledge (not from the corpus). Used by the label-coverage
// test and by bench/extraction/label-coverage.ts: a field must link its own labels and not another field's.

import { candidatesFor } from '../../../../src/extraction/providers/local/candidates.ts';
import { findLabelMatches } from '../../../../src/extraction/providers/local/find-labelled.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { labelWords } from '../../../../src/extraction/providers/local/words.ts';

/** Kind → field name (en snake_case) → labels printed for it. */
export const LABEL_COVERAGE: Record<string, Record<string, string[]>> = {
  'travel booking': {
    booking_reference: ['Booking reference', 'Booking ref.', 'PNR', 'Buchungsnummer', 'Buchungscode', 'Vorgangsnummer'],
    booking_date: ['Booking date', 'Booked on', 'Buchungsdatum', 'Gebucht am'],
    traveler_name: ['Traveller', 'Passenger', 'Reisender', 'Reisende', 'Name des Reisenden'],
    total_price: ['Total price', 'Total', 'Reisepreis', 'Gesamtpreis', 'Gesamtreisepreis'],
    departure_date: ['Departure date', 'Departure', 'Hinreise', 'Abreise', 'Abreisedatum', 'Reisebeginn'],
    return_date: ['Return date', 'Return', 'Rückreise', 'Rückreisedatum', 'Reiseende'],
    deposit: ['Deposit', 'Down payment', 'Anzahlung', 'Anzahlungsbetrag'],
  },
  'boarding pass': {
    passenger_name: ['Passenger', 'Name of passenger', 'Passagier', 'Fluggast', 'Name'],
    flight_number: ['Flight', 'Flight no.', 'Flug', 'Flugnummer', 'Flug-Nr.'],
    seat: ['Seat', 'Seat no.', 'Sitz', 'Sitzplatz', 'Platz'],
    gate: ['Gate', 'Flugsteig'],
    boarding_time: ['Boarding time', 'Boarding', 'Einsteigezeit', 'Boarding-Zeit'],
    departure_time: ['Departure time', 'Departs', 'Abflug', 'Abflugzeit'],
    ticket_number: ['Ticket number', 'E-ticket no.', 'ETKT', 'Ticketnummer', 'Flugscheinnummer'],
  },
  'rail ticket': {
    ticket_number: ['Ticket number', 'Ticket no.', 'Fahrscheinnummer', 'Ticket-Nr.', 'Auftragsnummer'],
    departure_station: ['From', 'Departure station', 'Von', 'Abfahrtsbahnhof', 'Start'],
    arrival_station: ['To', 'Destination', 'Nach', 'Zielbahnhof', 'Ziel'],
    departure_time: ['Departure', 'Dep.', 'Abfahrt', 'Abf.', 'Abfahrtszeit'],
    arrival_time: ['Arrival', 'Arr.', 'Ankunft', 'An', 'Ankunftszeit'],
    travel_class: ['Class', 'Klasse', 'Wagenklasse', 'Reiseklasse'],
    price: ['Price', 'Fare', 'Preis', 'Fahrpreis', 'Summe'],
  },
  'rail season ticket': {
    valid_from: ['Valid from', 'Gültig ab', 'Geltungsbeginn', 'Gültigkeitsbeginn'],
    valid_until: ['Valid until', 'Valid to', 'Gültig bis', 'Geltungsende', 'Gültigkeitsende'],
    holder_name: ['Holder', 'Name of holder', 'Inhaber', 'Inhaberin', 'Karteninhaber'],
    route: ['Route', 'Relation', 'Strecke', 'Geltungsbereich'],
    subscription_number: ['Subscription number', 'Abonummer', 'Abo-Nr.', 'Abonnementnummer', 'Kundennummer Abo'],
    monthly_price: ['Monthly price', 'Price per month', 'Monatspreis', 'Preis pro Monat', 'Monatlicher Preis'],
  },
  'rental car': {
    rental_agreement_number: [
      'Rental agreement no.',
      'Agreement number',
      'Mietvertragsnummer',
      'Mietvertrag Nr.',
      'RA-Nr.',
    ],
    pickup_date: ['Pick-up date', 'Pickup', 'Abholung', 'Abholdatum', 'Übernahme'],
    return_date: ['Return date', 'Drop-off', 'Rückgabe', 'Rückgabedatum'],
    license_plate: ['Licence plate', 'Registration', 'Kennzeichen', 'Kfz-Kennzeichen', 'amtl. Kennzeichen'],
    vehicle_class: ['Vehicle group', 'Car group', 'Fahrzeuggruppe', 'Fahrzeugklasse', 'Fahrzeugkategorie'],
    mileage_out: ['Mileage out', 'Km out', 'Km-Stand Abholung', 'Kilometerstand Übernahme', 'Km bei Abholung'],
  },
  'electricity bill': {
    meter_number: ['Meter number', 'Meter no.', 'Zählernummer', 'Zähler-Nr.', 'Zählernr.'],
    consumption_kwh: ['Consumption', 'Usage', 'Verbrauch', 'Gesamtverbrauch', 'Verbrauch kWh'],
    billing_period: ['Billing period', 'Period', 'Abrechnungszeitraum', 'Abrechnungsperiode', 'Zeitraum'],
    advance_payment: ['Monthly instalment', 'Budget payment', 'Abschlag', 'Abschlagszahlung', 'Monatlicher Abschlag'],
    invoice_number: ['Invoice no.', 'Bill number', 'Rechnungsnummer', 'Rg.-Nr.', 'Rechnungs-Nr.'],
    customer_number: ['Customer number', 'Account number', 'Kundennummer', 'Kd.-Nr.', 'Kunden-Nr.'],
    amount_due: ['Amount due', 'Total due', 'Rechnungsbetrag', 'Zahlbetrag', 'Zu zahlender Betrag'],
  },
  'energy annual statement': {
    annual_consumption: [
      'Annual consumption',
      'Total consumption',
      'Jahresverbrauch',
      'Gesamtverbrauch',
      'Verbrauch im Abrechnungszeitraum',
    ],
    previous_reading: ['Previous reading', 'Old reading', 'Zählerstand alt', 'Alter Zählerstand', 'Anfangsstand'],
    current_reading: ['Current reading', 'New reading', 'Zählerstand neu', 'Neuer Zählerstand', 'Endstand'],
    advance_payments_total: [
      'Advance payments',
      'Payments on account',
      'Geleistete Abschläge',
      'Summe Abschläge',
      'Abschlagszahlungen',
    ],
    balance: ['Balance', 'Credit balance', 'Guthaben', 'Nachzahlung', 'Saldo'],
    new_instalment: ['New instalment', 'New monthly payment', 'Neuer Abschlag', 'Abschlag neu', 'Künftiger Abschlag'],
    metering_point: ['Metering point', 'MPAN', 'Zählpunkt', 'Zählpunktbezeichnung', 'Marktlokation'],
  },
  'telecom bill': {
    phone_number: ['Phone number', 'Line', 'Rufnummer', 'Anschluss', 'Ihre Rufnummer'],
    tariff: ['Tariff', 'Plan', 'Tarif', 'Ihr Tarif', 'Tarifname'],
    monthly_fee: ['Monthly fee', 'Monthly charge', 'Grundgebühr', 'Monatliche Grundgebühr', 'Monatspreis'],
    data_used: ['Data used', 'Data usage', 'Datenverbrauch', 'Verbrauchtes Datenvolumen'],
    customer_number: ['Customer number', 'Account no.', 'Kundennummer', 'Kd.-Nr.', 'Kundenkonto'],
    invoice_date: ['Invoice date', 'Bill date', 'Rechnungsdatum', 'Datum', 'Rg.-Datum'],
  },
  'water bill': {
    water_consumption_m3: ['Water consumption', 'Consumption', 'Wasserverbrauch', 'Frischwasser', 'Verbrauch'],
    wastewater_fee: ['Wastewater', 'Sewage charge', 'Abwasser', 'Schmutzwasser', 'Abwassergebühr'],
    meter_number: ['Meter number', 'Water meter', 'Wasserzähler', 'Zählernummer', 'Zähler-Nr.'],
    base_fee: ['Base fee', 'Standing charge', 'Grundgebühr', 'Grundpreis'],
    property_address: ['Supply address', 'Property', 'Verbrauchsstelle', 'Objekt', 'Grundstück'],
  },
  'tax notice': {
    tax_number: ['Tax number', 'Tax reference', 'Steuernummer', 'St.-Nr.', 'Steuer-Nr.'],
    tax_id: ['Tax ID', 'TIN', 'Steuer-ID', 'Identifikationsnummer', 'IdNr.'],
    assessment_year: ['Tax year', 'Assessment year', 'Veranlagungsjahr', 'Steuerjahr', 'für das Jahr'],
    tax_office: ['Tax office', 'Revenue office', 'Finanzamt'],
    notice_date: ['Date of notice', 'Notice date', 'Bescheiddatum', 'Bescheid vom', 'Datum'],
    taxable_income: ['Taxable income', 'zu versteuerndes Einkommen', 'Einkommen'],
    assessed_tax: ['Assessed tax', 'Tax liability', 'Festgesetzte Steuer', 'Festgesetzt', 'Einkommensteuer'],
  },
  'tax refund notice': {
    refund_amount: ['Refund', 'Refund amount', 'Erstattung', 'Erstattungsbetrag', 'Steuererstattung'],
    tax_number: ['Tax number', 'Steuernummer', 'St.-Nr.', 'StNr.'],
    file_number: ['Reference', 'File number', 'Aktenzeichen', 'Az.', 'Geschäftszeichen'],
    payment_date: ['Payment date', 'Paid on', 'Auszahlung am', 'Überweisung am', 'Zahlungstag'],
    iban: ['IBAN', 'Account', 'Bankverbindung', 'Konto'],
    tax_year: ['Tax year', 'Year', 'Steuerjahr', 'Veranlagungszeitraum', 'Jahr'],
  },
  'insurance policy': {
    policy_number: ['Policy number', 'Policy no.', 'Versicherungsscheinnummer', 'VS-Nr.', 'Police-Nr.'],
    policyholder: ['Policyholder', 'Policy holder', 'Versicherungsnehmer', 'VN'],
    insurance_start: ['Start of cover', 'Inception date', 'Versicherungsbeginn', 'Beginn', 'Vers.-Beginn'],
    annual_premium: ['Annual premium', 'Yearly premium', 'Jahresbeitrag', 'Jahresprämie', 'Beitrag jährlich'],
    deductible: ['Deductible', 'Excess', 'Selbstbeteiligung', 'Selbstbehalt', 'SB'],
    sum_insured: ['Sum insured', 'Cover amount', 'Versicherungssumme', 'Deckungssumme'],
    payment_frequency: ['Payment frequency', 'Payment interval', 'Zahlweise', 'Zahlungsweise', 'Beitragszahlung'],
  },
  'insurance claim': {
    claim_number: ['Claim number', 'Claim no.', 'Schadennummer', 'Schaden-Nr.', 'Schadensnummer'],
    date_of_loss: ['Date of loss', 'Date of incident', 'Schadentag', 'Schadensdatum', 'Schadendatum'],
    claim_amount: ['Claim amount', 'Amount claimed', 'Schadenhöhe', 'Schadensumme', 'Schadensbetrag'],
    policy_number: ['Policy number', 'Policy no.', 'Versicherungsschein-Nr.', 'Vers.-Nr.', 'Vertragsnummer'],
    payout_amount: ['Payout', 'Amount paid', 'Entschädigung', 'Auszahlungsbetrag', 'Entschädigungsbetrag'],
    file_number: ['Your reference', 'Reference', 'Aktenzeichen', 'Az.', 'Vorgangsnummer'],
  },
  'insurance premium notice': {
    premium_amount: ['Premium', 'Premium due', 'Beitrag', 'Prämie', 'Beitragshöhe'],
    due_date: ['Due date', 'Due on', 'Fälligkeit', 'Fällig am', 'Fälligkeitsdatum'],
    premium_period: ['Period', 'Insurance period', 'Beitragszeitraum', 'Zeitraum', 'Versicherungszeitraum'],
    policy_number: ['Policy number', 'Versicherungsschein-Nr.', 'VS-Nr.', 'Vertrag'],
  },
  'bank statement': {
    statement_number: ['Statement no.', 'Statement number', 'Auszug', 'Kontoauszug Nr.', 'Auszugsnummer'],
    opening_balance: ['Opening balance', 'Previous balance', 'Alter Kontostand', 'Anfangssaldo', 'Saldo alt'],
    closing_balance: ['Closing balance', 'New balance', 'Neuer Kontostand', 'Endsaldo', 'Saldo neu'],
    account_holder: ['Account holder', 'Account name', 'Kontoinhaber', 'Inhaber'],
    iban: ['IBAN', 'Account (IBAN)', 'IBAN-Nummer'],
    booking_date: ['Booking date', 'Posting date', 'Buchungstag', 'Buchungsdatum', 'Buchung'],
    value_date: ['Value date', 'Valuta', 'Wertstellung', 'Wert', 'Wertstellungsdatum'],
  },
  'card statement': {
    card_number: ['Card number', 'Card no.', 'Kartennummer', 'Karten-Nr.', 'Kreditkartennummer'],
    statement_date: ['Statement date', 'Abrechnungsdatum', 'Datum der Abrechnung', 'Rechnungsdatum'],
    credit_limit: ['Credit limit', 'Limit', 'Kreditlimit', 'Verfügungsrahmen', 'Kartenlimit'],
    new_balance: ['New balance', 'Statement balance', 'Neuer Saldo', 'Saldo neu', 'Neuer Kontostand'],
    minimum_payment: ['Minimum payment', 'Minimum amount due', 'Mindestzahlung', 'Mindestbetrag', 'Mindestrückzahlung'],
    payment_due_date: ['Payment due date', 'Due date', 'Fälligkeit', 'Zahlbar bis', 'Fälligkeitsdatum'],
    debit_date: ['Debit date', 'Direct debit on', 'Lastschrift am', 'Abbuchung am', 'Einzug am'],
  },
  'bank transfer': {
    amount: ['Amount', 'Transfer amount', 'Betrag', 'Überweisungsbetrag', 'Euro'],
    beneficiary: ['Beneficiary', 'Payee', 'Empfänger', 'Zahlungsempfänger', 'Begünstigter'],
    beneficiary_iban: [
      'Beneficiary IBAN',
      'IBAN of beneficiary',
      'IBAN Empfänger',
      'Empfänger-IBAN',
      'IBAN des Empfängers',
    ],
    reference: ['Reference', 'Payment reference', 'Verwendungszweck', 'Zweck'],
    execution_date: ['Execution date', 'Executed on', 'Ausführungsdatum', 'Ausführung am', 'Ausgeführt am'],
    payer: ['Payer', 'Ordering party', 'Auftraggeber', 'Kontoinhaber', 'Zahler'],
  },
  'loan statement': {
    loan_number: ['Loan number', 'Loan account', 'Darlehensnummer', 'Darlehenskonto', 'Kreditnummer'],
    remaining_balance: ['Outstanding balance', 'Remaining balance', 'Restschuld', 'Darlehensrestschuld', 'Restsaldo'],
    interest_rate: ['Interest rate', 'Borrowing rate', 'Sollzins', 'Zinssatz', 'Sollzinssatz'],
    monthly_installment: ['Monthly instalment', 'Monthly payment', 'Monatliche Rate', 'Rate', 'Monatsrate'],
    interest_paid: ['Interest paid', 'Interest', 'Gezahlte Zinsen', 'Zinsen', 'Zinsanteil'],
    repayment: ['Repayment', 'Principal', 'Tilgung', 'Tilgungsanteil', 'Tilgungsbetrag'],
  },
  'securities trade confirmation': {
    isin: ['ISIN', 'ISIN code'],
    wkn: ['WKN', 'Wertpapierkennnummer', 'Security ID'],
    quantity: ['Quantity', 'Units', 'Stück', 'Nominale', 'Anzahl'],
    price: ['Price', 'Execution price', 'Kurs', 'Ausführungskurs', 'Preis'],
    trade_date: ['Trade date', 'Schlusstag', 'Handelstag', 'Ausführungstag'],
    settlement_date: ['Settlement date', 'Valuta', 'Valutadatum', 'Settlement'],
    commission: ['Commission', 'Brokerage', 'Provision', 'Ordergebühr', 'Orderprovision'],
    order_number: ['Order number', 'Order no.', 'Auftragsnummer', 'Ordernummer', 'Auftrags-Nr.'],
  },
  payslip: {
    employee_name: ['Employee', 'Employee name', 'Mitarbeiter', 'Arbeitnehmer', 'Name'],
    personnel_number: ['Personnel number', 'Employee no.', 'Personalnummer', 'Pers.-Nr.', 'Personal-Nr.'],
    gross_pay: ['Gross pay', 'Gross', 'Bruttobezüge', 'Gesamtbrutto', 'Brutto'],
    net_pay: ['Net pay', 'Net', 'Nettobezüge', 'Nettoverdienst', 'Netto'],
    payout_amount: ['Payout', 'Amount paid', 'Auszahlungsbetrag', 'Auszahlung', 'Überweisung'],
    income_tax: ['Income tax', 'Wage tax', 'Lohnsteuer', 'LSt'],
    tax_class: ['Tax class', 'Steuerklasse', 'StKl', 'St.-Kl.'],
  },
  'salary certificate': {
    tax_id: ['Tax ID', 'Steuer-ID', 'Identifikationsnummer', 'IdNr.'],
    annual_gross: ['Annual gross', 'Gross wages', 'Bruttoarbeitslohn', 'Jahresbrutto', 'Bruttojahresverdienst'],
    income_tax_withheld: ['Income tax withheld', 'Einbehaltene Lohnsteuer', 'Lohnsteuer'],
    employment_period: [
      'Period of employment',
      'Employment period',
      'Dauer des Dienstverhältnisses',
      'Beschäftigungszeitraum',
      'Zeitraum',
    ],
    employer: ['Employer', 'Arbeitgeber', 'Firma'],
  },
  'time sheet': {
    employee_name: ['Employee', 'Name', 'Mitarbeiter', 'Mitarbeiterin'],
    period: ['Period', 'Month', 'Zeitraum', 'Monat', 'Abrechnungsmonat'],
    total_hours: ['Total hours', 'Hours', 'Stunden gesamt', 'Gesamtstunden', 'Summe Stunden'],
    overtime_hours: ['Overtime', 'Overtime hours', 'Überstunden', 'Mehrarbeit', 'Mehrstunden'],
    project: ['Project', 'Projekt', 'Projektnummer', 'Auftrag'],
  },
  'delivery note': {
    delivery_note_number: [
      'Delivery note no.',
      'Delivery note number',
      'Lieferscheinnummer',
      'Lieferschein-Nr.',
      'LS-Nr.',
    ],
    delivery_date: ['Delivery date', 'Delivered on', 'Lieferdatum', 'Liefertag', 'Datum der Lieferung'],
    order_number: ['Order no.', 'Your order', 'Bestellnummer', 'Ihre Bestellung', 'Auftrags-Nr.'],
    customer_number: ['Customer no.', 'Customer number', 'Kundennummer', 'Kd.-Nr.', 'Kunden-Nr.'],
    ship_to: ['Ship to', 'Delivery address', 'Lieferanschrift', 'Lieferadresse', 'Warenempfänger'],
    packages: ['Packages', 'Number of packages', 'Packstücke', 'Anzahl Packstücke', 'Colli'],
    gross_weight: ['Gross weight', 'Weight', 'Bruttogewicht', 'Gewicht', 'Gesamtgewicht'],
  },
  'packing list': {
    packing_list_number: ['Packing list no.', 'Packing list number', 'Packliste Nr.', 'Packlistennummer'],
    cartons: ['Cartons', 'Number of cartons', 'Kartons', 'Anzahl Kartons'],
    net_weight: ['Net weight', 'N.W.', 'Nettogewicht', 'Netto-Gewicht'],
    gross_weight: ['Gross weight', 'G.W.', 'Bruttogewicht', 'Brutto-Gewicht'],
    volume: ['Volume', 'Measurement', 'Volumen', 'Rauminhalt', 'CBM'],
  },
  'freight bill': {
    waybill_number: ['Waybill no.', 'Air waybill', 'Frachtbriefnummer', 'Frachtbrief-Nr.', 'AWB'],
    shipper: ['Shipper', 'Consignor', 'Absender', 'Versender'],
    consignee: ['Consignee', 'Receiver', 'Empfänger', 'Warenempfänger'],
    freight_charges: ['Freight charges', 'Freight', 'Frachtkosten', 'Fracht', 'Frachtbetrag'],
    pickup_date: ['Pickup date', 'Collection date', 'Abholdatum', 'Abholung am', 'Ladedatum'],
  },
  'customs declaration': {
    hs_code: ['HS code', 'Commodity code', 'Tariff number', 'Zolltarifnummer', 'Warennummer'],
    country_of_origin: ['Country of origin', 'Origin', 'Ursprungsland', 'Herkunftsland', 'Ursprung'],
    customs_value: ['Customs value', 'Zollwert', 'Statistischer Wert'],
    mrn: ['MRN', 'Movement reference number', 'Registriernummer'],
    import_duty: ['Import duty', 'Duty', 'Zoll', 'Einfuhrabgaben', 'Zollbetrag'],
    import_vat: ['Import VAT', 'Einfuhrumsatzsteuer', 'EUSt'],
  },
  quote: {
    quote_number: ['Quote no.', 'Quotation number', 'Angebotsnummer', 'Angebot Nr.', 'Angebots-Nr.'],
    quote_date: ['Quote date', 'Date', 'Angebotsdatum', 'Datum'],
    valid_until: ['Valid until', 'Offer valid until', 'Gültig bis', 'Angebot gültig bis', 'Bindefrist'],
    total_net: ['Total net', 'Net total', 'Nettobetrag', 'Summe netto', 'Gesamt netto'],
    total_gross: ['Total gross', 'Total', 'Bruttobetrag', 'Gesamtbetrag', 'Gesamt brutto'],
    contact_person: ['Contact', 'Your contact', 'Ansprechpartner', 'Ihr Ansprechpartner', 'Sachbearbeiter'],
  },
  'order confirmation': {
    order_number: ['Order number', 'Order no.', 'Auftragsnummer', 'Auftrags-Nr.', 'AB-Nr.'],
    order_date: ['Order date', 'Ordered on', 'Bestelldatum', 'Auftragsdatum', 'Bestellt am'],
    customer_po: ['Your PO', 'Your order no.', 'Ihre Bestellnummer', 'Ihre Bestell-Nr.', 'Ihr Zeichen'],
    delivery_date: ['Delivery date', 'Expected delivery', 'Liefertermin', 'Lieferdatum', 'Voraussichtliche Lieferung'],
    total: ['Total', 'Order total', 'Gesamtbetrag', 'Auftragssumme', 'Summe'],
  },
  cancellation: {
    contract_number: ['Contract number', 'Contract no.', 'Vertragsnummer', 'Vertrags-Nr.'],
    cancellation_date: [
      'Cancellation date',
      'Date of cancellation',
      'Kündigungsdatum',
      'Kündigung vom',
      'Gekündigt am',
    ],
    effective_date: ['Effective date', 'End of contract', 'Vertragsende', 'Kündigung zum', 'Wirksam zum'],
    customer_number: ['Customer number', 'Kundennummer', 'Kd.-Nr.'],
  },
  'dunning notice': {
    invoice_number: ['Invoice no.', 'Invoice', 'Rechnungsnummer', 'Rg.-Nr.', 'Rechnung Nr.'],
    invoice_date: ['Invoice date', 'Rechnungsdatum', 'Rg.-Datum', 'Rechnung vom'],
    outstanding_amount: [
      'Outstanding amount',
      'Amount outstanding',
      'Offener Betrag',
      'Offener Rechnungsbetrag',
      'Restbetrag',
    ],
    dunning_fee: ['Reminder fee', 'Dunning fee', 'Mahngebühr', 'Mahnkosten', 'Mahngebühren'],
    dunning_level: ['Reminder level', 'Dunning level', 'Mahnstufe', 'Mahnung Nr.'],
    payment_deadline: ['Pay by', 'Payment deadline', 'Zahlungsfrist', 'Zahlbar bis', 'Spätestens am'],
    default_interest: ['Default interest', 'Interest on arrears', 'Verzugszinsen', 'Zinsen'],
  },
  'credit note': {
    credit_note_number: [
      'Credit note no.',
      'Credit note number',
      'Gutschriftsnummer',
      'Gutschrift-Nr.',
      'Gutschrift Nr.',
    ],
    credit_amount: ['Credit amount', 'Amount credited', 'Gutschriftsbetrag', 'Gutschrift gesamt', 'Betrag'],
    original_invoice: ['Original invoice', 'Relating to invoice', 'Ursprüngliche Rechnung', 'zu Rechnung', 'Bezug'],
    reason: ['Reason', 'Reason for credit', 'Grund', 'Grund der Gutschrift', 'Anlass'],
  },
  'conference registration': {
    registration_number: [
      'Registration number',
      'Registration no.',
      'Anmeldenummer',
      'Registrierungsnummer',
      'Anmelde-Nr.',
    ],
    participant_name: ['Participant', 'Attendee', 'Teilnehmer', 'Teilnehmerin', 'Name des Teilnehmers'],
    event_name: ['Event', 'Conference', 'Veranstaltung', 'Konferenz', 'Tagung'],
    event_date: ['Event date', 'Date of event', 'Veranstaltungsdatum', 'Termin', 'Datum der Veranstaltung'],
    venue: ['Venue', 'Location', 'Veranstaltungsort', 'Tagungsort', 'Ort'],
    registration_fee: ['Registration fee', 'Conference fee', 'Teilnahmegebühr', 'Tagungsgebühr', 'Anmeldegebühr'],
    ticket_type: ['Ticket type', 'Ticket category', 'Ticketart', 'Ticketkategorie', 'Kategorie'],
  },
  'medical bill': {
    patient_name: ['Patient', 'Patient name', 'Patient/in', 'Name des Patienten', 'Patientin'],
    treatment_date: ['Date of treatment', 'Treatment date', 'Behandlungsdatum', 'Behandlung am', 'Behandlungstag'],
    diagnosis: ['Diagnosis', 'Diagnose', 'Befund'],
    invoice_total: ['Invoice total', 'Total', 'Rechnungsbetrag', 'Gesamtbetrag', 'Summe'],
    date_of_birth: ['Date of birth', 'DOB', 'Geburtsdatum', 'Geb.-Datum', 'geboren am'],
  },
  'service charge statement': {
    tenant_name: ['Tenant', 'Lessee', 'Mieter', 'Mieterin', 'Mietpartei'],
    property_address: ['Property', 'Rental property', 'Mietobjekt', 'Objekt', 'Liegenschaft'],
    accounting_period: ['Accounting period', 'Billing period', 'Abrechnungszeitraum', 'Abrechnungsjahr', 'Zeitraum'],
    total_costs: ['Total costs', 'Total operating costs', 'Gesamtkosten', 'Summe der Kosten', 'Betriebskosten gesamt'],
    advance_payments: [
      'Advance payments',
      'Prepayments',
      'Vorauszahlungen',
      'Geleistete Vorauszahlungen',
      'NK-Vorauszahlungen',
    ],
    balance: ['Balance', 'Additional payment', 'Nachzahlung', 'Guthaben', 'Saldo'],
    your_share: ['Your share', 'Share', 'Ihr Anteil', 'Anteil'],
  },
};

const candidatesOf = new Map<string, ReturnType<typeof candidatesFor>>();

/**
 * Whether the field's labels find the value after `label` in a line "<label>: 4711". A nested field is named by its
 * path (`account.iban`, `shipper.name`) and read as the leaf with its parent's name.
 */
export function linksLabel(field: string, label: string): boolean {
  const dot = field.lastIndexOf('.');
  const name = field.slice(dot + 1);
  const candidates =
    candidatesOf.get(field) ?? candidatesFor(dot < 0 ? { name } : { name, parentName: field.slice(0, dot) });
  candidatesOf.set(field, candidates);
  const document = {
    fileName: 'coverage.txt',
    contentType: 'text/plain',
    warnings: [],
    pages: [{ page: 1, text: `${label}: 4711` }],
  };
  const wantsDate = /(?:^|_)(?:date|datum)(?:_|$)/.test(name);
  return findLabelMatches(documentLines([document]), candidates, { wantsDate }).some(
    (match) => match.value?.text.trim() === '4711',
  );
}

const sameLabel = (a: string, b: string) => labelWords(a).join(' ') === labelWords(b).join(' ');

/** Each (kind, field, label) the field must link, and each label of another field of its kind it must not (of the
 * domain fixture, or of another table such as the sealed pairs). */
export function coveragePairs(table: Record<string, Record<string, readonly string[]>> = LABEL_COVERAGE): {
  own: [string, string, string][];
  foreign: [string, string, string][];
} {
  const own: [string, string, string][] = [];
  const foreign: [string, string, string][] = [];
  for (const [kind, fields] of Object.entries(table)) {
    for (const [field, labels] of Object.entries(fields)) {
      own.push(...labels.map((label): [string, string, string] => [kind, field, label]));
      for (const [other, otherLabels] of Object.entries(fields)) {
        for (const label of other === field ? [] : otherLabels) {
          if (!labels.some((mine) => sameLabel(mine, label))) {
            foreign.push([kind, field, label]);
          }
        }
      }
    }
  }
  return { own, foreign };
}
