// Session 11: (kind, field name, printed label) pairs written from domain knowledge before the label lexicon was
// built, to measure how label matching generalises to names and wordings nobody tuned for. Field names as users
// write them (snake_case, camelCase, German, abbreviations, unit and date qualifiers), labels as documents print
// them (verb phrases "Approved by", "You sent", role words "von"/"nach", abbreviations "Conf. No.").
// Same shape as label-coverage-fixture.ts; `npx node bench/extraction/label-coverage.ts --unseen`.

/** Kind → field name → labels printed for it. Labels of another field of the kind are that field's foreign pairs. */
export const UNSEEN_LABEL_COVERAGE: Record<string, Record<string, string[]>> = {
  'Bahnticket (travel)': {
    abfahrtsort: ['von', 'Abfahrtsbahnhof', 'Startbahnhof', 'Von Bahnhof'],
    zielort: ['nach', 'Zielbahnhof', 'Ziel', 'Nach Bahnhof'],
    abfahrtszeit: ['Abfahrt', 'Abf.', 'Abfahrt um'],
    ankunftszeit: ['Ankunft', 'Ank.', 'Ankunft um'],
    fahrpreis_eur: ['Fahrpreis', 'Preis', 'Ticketpreis'],
  },
  'flight itinerary (travel)': {
    origin_airport: ['From', 'Origin', 'Departure airport', 'Departing from'],
    destination_airport: ['To', 'Destination', 'Arrival airport', 'Arriving at'],
    confirmation: ['Conf. No.', 'Confirmation', 'Confirmation number', 'Confirmation code'],
    departureTime: ['Departs', 'Departure', 'Departing'],
    arrivalTime: ['Arrives', 'Arrival', 'Arriving'],
    fare_total: ['Total fare', 'Fare', 'Airfare'],
  },
  'Reisebuchung (travel)': {
    reisebeginn: ['Beginn', 'Reisebeginn', 'Anreise', 'Hinreise'],
    reiseende: ['Ende', 'Reiseende', 'Rückreise', 'Abreise'],
    reisepreis_gesamt: ['Gesamtpreis', 'Reisepreis', 'Gesamtreisepreis'],
    anzahlung: ['Anzahlung', 'Anzahlungsbetrag', 'Anzahlung fällig'],
    restzahlung: ['Restzahlung', 'Restbetrag', 'Noch zu zahlen'],
  },
  'expense report (payroll)': {
    approver: ['Approved by', 'Approver', 'Approval'],
    submitter: ['Submitted by', 'Submitter', 'Employee'],
    reimbursement: ['Due to employee', 'Reimbursement', 'Amount reimbursed', 'Reimbursable'],
    submission_date: ['Submitted on', 'Date submitted', 'Submission date'],
    cost_center: ['Cost center', 'Cost centre', 'CC', 'Kostenstelle'],
  },
  'Reisekostenabrechnung (payroll)': {
    genehmigt_von: ['Genehmigt von', 'Genehmigung', 'Genehmiger'],
    erstattungsbetrag: ['Erstattung', 'Erstattungsbetrag', 'Zu erstatten', 'Auszuzahlender Betrag'],
    kostenstelle: ['Kostenstelle', 'KST', 'Kst.'],
    reiseziel: ['Reiseziel', 'Ziel der Reise', 'Zielort'],
  },
  'Lohnabrechnung (payroll)': {
    lohnanteil: ['Enthaltener Arbeitslohn', 'Arbeitslohn', 'Lohnanteil'],
    auszahlung: ['Auszuzahlender Betrag', 'Auszahlung', 'Auszahlungsbetrag', 'Überweisungsbetrag'],
    steuerId: ['Steuer-ID', 'Steuerliche Identifikationsnummer', 'Steuer-IdNr.', 'IdNr.'],
    svNummer: ['SV-Nummer', 'Sozialversicherungsnummer', 'Rentenversicherungsnummer', 'RV-Nr.'],
    eintrittsdatum: ['Eintritt', 'Eintrittsdatum', 'Eintritt am', 'Beschäftigt seit'],
  },
  'US pay stub (payroll)': {
    federal_withholding: ['Federal Income Tax', 'Fed Income Tax', 'Federal Withholding', 'Fed. W/H'],
    state_withholding: ['State Income Tax', 'State Withholding', 'State W/H'],
    ytd_gross: ['YTD Gross', 'Gross YTD', 'Year to date gross'],
    hourly_rate: ['Rate', 'Hourly rate', 'Pay rate', 'Rate per hour'],
    check_date: ['Check date', 'Pay date', 'Paid on'],
  },
  'payment app receipt (banking)': {
    amount_sent: ['You sent', 'Amount sent', 'Sent'],
    payer: ['From', 'Sender', 'Paid by'],
    payee: ['To', 'Recipient', 'Paid to', 'Sent to'],
    transfer_fee: ['Fee', 'Transfer fee', 'Fees'],
    amount_received: ['They receive', 'Recipient gets', 'Amount received'],
  },
  'Kontoauszug (banking)': {
    alter_kontostand: ['Alter Kontostand', 'Kontostand alt', 'Anfangssaldo', 'Saldo alt'],
    neuer_kontostand: ['Neuer Kontostand', 'Kontostand neu', 'Endsaldo', 'Saldo neu'],
    auszugsnummer: ['Auszug Nr.', 'Auszugsnummer', 'Kontoauszug Nr.'],
    kontoinhaber: ['Kontoinhaber', 'Inhaber', 'Kontoinhaberin'],
  },
  'loan statement (banking)': {
    principal_paid: ['Principal', 'Principal paid', 'Principal portion'],
    interest_paid: ['Interest', 'Interest paid', 'Interest portion'],
    remaining_balance: ['Remaining balance', 'Outstanding principal', 'Balance remaining'],
    next_payment_due: ['Next payment due', 'Next due date', 'Next payment'],
  },
  'car insurance (insurance)': {
    deductible: ['Deductible', 'Excess', 'Self-insured retention'],
    claim_no: ['Claim number', 'Claim no.', 'Claim #', 'Claim ref.'],
  },
  'car insurance (insurance) de': {
    versicherungsnehmer: ['Versicherungsnehmer', 'VN', 'Versicherungsnehmerin'],
    selbstbeteiligung_eur: ['Selbstbeteiligung', 'SB', 'Selbstbehalt'],
    schadennummer: ['Schadennummer', 'Schaden-Nr.', 'Schadensnummer'],
  },
  'health insurance (insurance)': {
    member_id: ['Member ID', 'Member number', 'ID no.', 'Subscriber ID'],
    copay: ['Copay', 'Co-payment', 'Your copay'],
    patient_responsibility: ['Patient responsibility', 'You owe', 'Amount you owe', 'Your share'],
    plan_paid: ['Plan paid', 'Paid by plan', 'Insurance paid', 'Plan payment'],
  },
  'health insurance (insurance) de': {
    versichertennummer: ['Versichertennummer', 'Versicherten-Nr.', 'Vers.-Nr.'],
  },
  'Steuerbescheid (tax)': {
    erstattung: ['Erstattung', 'Erstattungsbetrag', 'Es werden erstattet', 'Guthaben'],
    nachzahlung: ['Nachzahlung', 'Es sind nachzuzahlen', 'Nachzahlungsbetrag'],
    steuernummer: ['Steuernummer', 'St.-Nr.', 'StNr'],
    veranlagungsjahr: ['Veranlagungsjahr', 'für das Jahr', 'Jahr'],
    bescheiddatum: ['Bescheid vom', 'Datum des Bescheids', 'Bescheiddatum'],
  },
  'W-2 / tax form (tax)': {
    wages: ['Wages, tips, other compensation', 'Wages', 'Total wages'],
    employer_ein: ['Employer identification number', 'EIN', "Employer's EIN"],
    tax_year: ['Tax year', 'Year', 'For calendar year'],
    refund_amount: ['Refund', 'Amount refunded', 'Your refund', 'Overpayment refunded'],
  },
  'mobile bill (telecom)': {
    rufnummer: ['Rufnummer', 'Ihre Rufnummer', 'Anschluss', 'Telefonnummer'],
    datenvolumen_gb: ['Datenvolumen', 'Daten', 'Inklusivvolumen'],
    grundgebuehr: ['Grundgebühr', 'Monatliche Grundgebühr', 'Grundpreis'],
    plan_name: ['Plan', 'Your plan', 'Rate plan', 'Tariff'],
    data_used: ['Data used', 'Data usage', 'Usage'],
  },
  'workshop invoice (automotive)': {
    kennzeichen: ['Kennzeichen', 'Amtl. Kennzeichen', 'Kfz-Kennz.'],
    fahrgestellnummer: ['Fahrgestellnummer', 'FIN', 'Fahrgestell-Nr.', 'VIN'],
    km_stand: ['Km-Stand', 'Kilometerstand', 'Laufleistung', 'km'],
    arbeitslohn: ['Arbeitslohn', 'Lohn', 'Arbeitswerte', 'Lohnkosten'],
    ersatzteile: ['Ersatzteile', 'Teile', 'Material'],
    erstzulassung: ['Erstzulassung', 'EZ', 'Erstzul.'],
  },
  'fuel receipt (automotive)': {
    fuel_grade: ['Grade', 'Fuel', 'Product'],
    gallons: ['Gallons', 'Volume', 'Gal'],
    pump_number: ['Pump', 'Pump #', 'Pump no.'],
  },
  'fuel receipt (automotive) de': {
    kraftstoff: ['Kraftstoff', 'Sorte', 'Super E10', 'Diesel'],
    menge_liter: ['Menge', 'Liter', 'Abgabemenge'],
    zapfsaeule: ['Zapfsäule', 'Säule', 'Zapfs.', 'Pumpe'],
  },
  'doctor invoice (healthcare)': {
    patient_dob: ['DOB', 'Date of birth', 'Birth date', 'Born'],
    provider: ['Provider', 'Rendering provider', 'Physician', 'Doctor'],
    visit_date: ['Date of service', 'Visit date', 'Seen on', 'DOS'],
  },
  'doctor invoice (healthcare) de': {
    behandlungszeitraum: ['Behandlungszeitraum', 'Zeitraum', 'Behandlung vom'],
    behandelnder_arzt: ['Behandelnder Arzt', 'Arzt', 'Ärztin'],
  },
  'lease / rent (real estate)': {
    monthly_rent: ['Monthly rent', 'Rent', 'Base rent', 'Rent per month'],
    security_deposit: ['Security deposit', 'Deposit', 'Damage deposit'],
    landlord: ['Landlord', 'Lessor', 'Owner', 'Vermieter'],
    tenant: ['Tenant', 'Lessee', 'Resident', 'Mieter'],
  },
  'lease / rent (real estate) de': {
    kaltmiete: ['Kaltmiete', 'Nettokaltmiete', 'Grundmiete', 'Miete kalt'],
    nebenkosten: ['Nebenkosten', 'Betriebskosten', 'NK-Vorauszahlung'],
    kaution: ['Kaution', 'Mietsicherheit', 'Sicherheitsleistung'],
  },
  'shipment (logistics)': {
    shipper: ['Shipper', 'Sender', 'From', 'Consignor'],
    consignee: ['Consignee', 'Receiver', 'Ship to', 'To'],
    gross_weight_kg: ['Gross weight', 'Weight', 'Gross wt.', 'G.W.'],
    awb_number: ['AWB', 'Air waybill', 'AWB No.', 'Air waybill number'],
  },
  'shipment (logistics) de': {
    absender: ['Absender', 'Versender', 'Von'],
    empfaenger: ['Empfänger', 'Warenempfänger', 'An'],
  },
  'customs (customs)': {
    declared_value: ['Declared value', 'Customs value', 'Value for customs', 'Zollwert'],
    duty_paid: ['Duty paid', 'Duties', 'Import duty', 'Duty'],
  },
  'customs (customs) de': {
    zolltarifnummer: ['Zolltarifnummer', 'Warennummer', 'HS-Code', 'Tarifnummer'],
    ursprungsland: ['Ursprungsland', 'Ursprung', 'Country of origin', 'Herkunftsland'],
    einfuhrabgaben: ['Einfuhrabgaben', 'Abgaben', 'Zoll und Steuern'],
  },
  'tuition (education)': {
    student_id: ['Student ID', 'Student number', 'Matriculation number', 'Matrikelnummer'],
    semester: ['Semester', 'Term', 'Academic term'],
    tuition_fee: ['Tuition', 'Tuition fee', 'Tuition and fees', 'Studiengebühr'],
  },
  'tuition (education) de': {
    semesterbeitrag: ['Semesterbeitrag', 'Beitrag', 'Semestergebühr'],
    zahlungsfrist: ['Zahlungsfrist', 'Zahlbar bis', 'Frist', 'Einzahlung bis'],
  },
  'energy bill (energy)': {
    zaehlerstand_alt: ['Zählerstand alt', 'Alter Zählerstand', 'Vorheriger Stand', 'Anfangsstand'],
    zaehlerstand_neu: ['Zählerstand neu', 'Neuer Zählerstand', 'Aktueller Stand', 'Endstand'],
    abschlag_neu: ['Neuer Abschlag', 'Abschlag neu', 'Künftiger Abschlag', 'Neuer Abschlagsbetrag'],
    verbrauch_kwh: ['Verbrauch', 'Gesamtverbrauch', 'Verbrauch in kWh'],
    supply_start: ['Supply start', 'Supply from', 'Start of supply'],
  },
  'craftsman invoice (crafts)': {
    leistungsort: ['Leistungsort', 'Baustelle', 'Objekt', 'Einsatzort'],
    materialkosten: ['Material', 'Materialkosten', 'Materialien'],
    arbeitszeit_std: ['Arbeitszeit', 'Stunden', 'Arbeitsstunden', 'Std.'],
    anfahrt: ['Anfahrt', 'Anfahrtspauschale', 'Fahrtkosten'],
    ausgefuehrt_am: ['Ausgeführt am', 'Ausführung', 'Leistungsdatum', 'Ausführungsdatum'],
  },
  'event ticket (events)': {
    event_name: ['Event', 'Event name', 'Veranstaltung', 'Show'],
    venue: ['Venue', 'Location', 'Veranstaltungsort', 'Spielstätte'],
    einlass: ['Einlass', 'Einlass ab', 'Doors', 'Doors open'],
    beginn: ['Beginn', 'Start', 'Showbeginn', 'Veranstaltungsbeginn'],
    block: ['Block', 'Section', 'Sec.', 'Bereich'],
    reihe: ['Reihe', 'Row', 'R.'],
  },
  'subscription (subscriptions)': {
    next_billing_date: ['Next billing date', 'Next bill', 'Renews on', 'Next charge'],
    abo_beginn: ['Abo-Beginn', 'Abobeginn', 'Beginn des Abonnements', 'Laufzeitbeginn'],
    kuendigungsfrist: ['Kündigungsfrist', 'Kündbar bis', 'Kündigung bis'],
    plan_price: ['Plan price', 'Price', 'Monthly price', 'Subscription price'],
    member_since: ['Member since', 'Customer since', 'Joined'],
  },
  'notary invoice (legal)': {
    case_number: ['Case number', 'Case No.', 'Docket number', 'Matter'],
    court_fee: ['Court fee', 'Filing fee', 'Court costs'],
  },
  'notary invoice (legal) de': {
    urkundennummer: ['UR-Nr.', 'Urkundenrolle Nr.', 'Urkundennummer', 'URNr.'],
    geschaeftswert: ['Geschäftswert', 'Gegenstandswert', 'Wert'],
    aktenzeichen: ['Aktenzeichen', 'Az.', 'Unser Zeichen', 'AZ'],
  },
  'public fee notice (public fees)': {
    permit_number: ['Permit number', 'Permit no.', 'Permit #', 'License number'],
  },
  'public fee notice (public fees) de': {
    kassenzeichen: ['Kassenzeichen', 'Kassenz.', 'KZ'],
    gebuehr_eur: ['Gebühr', 'Gebühren', 'Verwaltungsgebühr', 'Gebührenbetrag'],
    faellig_am: ['Fällig am', 'Fälligkeit', 'Zahlbar bis', 'Fällig'],
    bescheid_nr: ['Bescheid Nr.', 'Bescheidnummer', 'Bescheid-Nr.'],
  },
  'donation receipt (donations)': {
    donor: ['Donor', 'Donated by', 'Received from', 'Gift from'],
    donation_amount: ['Donation', 'Amount donated', 'Gift amount', 'Contribution'],
  },
  'donation receipt (donations) de': {
    spendenbetrag: ['Betrag der Zuwendung', 'Spendenbetrag', 'Spende', 'Betrag'],
    spender: ['Spender', 'Name des Zuwendenden', 'Zuwendender', 'Spenderin'],
    tag_der_zuwendung: ['Tag der Zuwendung', 'Datum der Zuwendung', 'Zuwendung am', 'Spendendatum'],
  },
  'retail receipt (retail)': {
    cashier: ['Cashier', 'Served by', 'Operator', 'Clerk'],
    you_saved: ['You saved', 'Savings', 'Total savings', 'Your savings'],
    amount_tendered: ['Cash', 'Tendered', 'Cash tendered', 'Amount paid'],
    change_due: ['Change', 'Change due', 'Your change'],
  },
  'retail receipt (retail) de': {
    kassierer: ['Kassierer', 'Bediener', 'Kasse', 'Es bediente Sie'],
    bon_nr: ['Bon-Nr.', 'Bon', 'Belegnummer', 'Beleg-Nr.'],
  },
  'purchase order (retail)': {
    bestellDatum: ['Bestelldatum', 'Bestellt am', 'Datum der Bestellung', 'Bestellung vom'],
    lieferDatum: ['Lieferdatum', 'Liefertermin', 'Lieferung bis', 'Wunschtermin'],
    kdNr: ['Kd.-Nr.', 'Kunden-Nr.', 'Kundennummer', 'Kd-Nr'],
    requested_by: ['Requested by', 'Requester', 'Requisitioner', 'Ordered by'],
    approved_by: ['Approved by', 'Approver', 'Authorized by', 'Authorised by'],
  },
  'certificate of employment (education/payroll)': {
    issued_by: ['Issued by', 'Issuer', 'Issuing authority'],
    issue_date: ['Issued on', 'Date of issue', 'Issue date'],
    signed_by: ['Signed by', 'Signatory', 'Signature'],
  },
  'certificate of employment (education/payroll) de': {
    ausgestellt_von: ['Ausgestellt von', 'Aussteller', 'Ausstellende Stelle'],
  },
  'parking / traffic fine (public fees)': {
    tatzeit: ['Tatzeit', 'Uhrzeit der Tat', 'Zeit'],
    tatort: ['Tatort', 'Ort der Tat', 'Ort'],
    verwarnungsgeld: ['Verwarnungsgeld', 'Bußgeld', 'Betrag'],
    paid_on: ['Paid on', 'Payment date', 'Date paid'],
  },
};
