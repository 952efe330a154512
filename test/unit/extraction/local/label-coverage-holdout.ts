// Session 11: a second set of (kind, field name, printed label) pairs, written after the label lexicon's first
// version and never tuned on (the lexicon's data was extended with label-coverage-unseen.ts in view, so that
// fixture's figure is optimistic). `npx node bench/extraction/label-coverage.ts --holdout`.

/** Kind → field name → labels printed for it. */
export const HOLDOUT_LABEL_COVERAGE: Record<string, Record<string, string[]>> = {
  'bus ticket': {
    boarding_stop: ['From', 'Boarding stop', 'Departure stop'],
    alighting_stop: ['To', 'Destination stop', 'Alighting stop'],
    ticket_price: ['Price', 'Ticket price', 'Fare'],
  },
  Fernbusticket: {
    einstiegsort: ['von', 'Einstieg', 'Einstiegshaltestelle'],
    ausstiegsort: ['nach', 'Ausstieg', 'Ausstiegshaltestelle'],
    buchungsnummer: ['Buchungsnummer', 'Buchungs-Nr.', 'Buchung Nr.'],
  },
  'ferry booking': {
    departure_port: ['From', 'Departure port', 'Port of departure'],
    arrival_port: ['To', 'Arrival port', 'Port of arrival'],
    reservation: ['Reservation no.', 'Reservation number', 'Res. No.'],
    vehicle_reg: ['Vehicle registration', 'Registration', 'Reg. no.'],
  },
  'purchase requisition': {
    requisitioner: ['Requested by', 'Requisitioner', 'Requester'],
    authorizer: ['Authorized by', 'Authorised by', 'Authorizer'],
    date_needed: ['Date needed', 'Needed by', 'Required by'],
  },
  Bestellanforderung: {
    anforderer: ['Angefordert von', 'Anforderer', 'Besteller'],
    freigegeben_von: ['Freigegeben von', 'Freigabe durch', 'Freigeber'],
    kostenstelle: ['Kostenstelle', 'Kostenstellen-Nr.', 'KSt.'],
  },
  'wire receipt': {
    sent_amount: ['You sent', 'Amount sent', 'Sent amount'],
    received_amount: ['Recipient receives', 'Amount received', 'Received'],
    sender_name: ['From', 'Sender', 'Sent by'],
    recipient_name: ['To', 'Recipient', 'Sent to'],
  },
  Überweisungsbeleg: {
    zahler: ['Zahler', 'Auftraggeber', 'von'],
    zahlungsempfaenger: ['Zahlungsempfänger', 'Empfänger', 'an'],
    ueberweisungsbetrag: ['Überweisungsbetrag', 'Betrag', 'Überwiesen'],
  },
  'bill of lading': {
    shipper_name: ['Shipper', 'Sender', 'Consignor'],
    port_of_loading: ['Port of loading', 'POL', 'Loading port'],
    port_of_discharge: ['Port of discharge', 'POD', 'Discharge port'],
    vessel: ['Vessel', 'Ship', 'Vessel name'],
  },
  Lieferschein: {
    versanddatum: ['Versanddatum', 'Versandt am', 'Versand am'],
    empfangen_von: ['Empfangen von', 'Empfänger', 'Ware erhalten von'],
    lieferscheinNr: ['Lieferschein-Nr.', 'Lieferscheinnummer', 'LS-Nr.'],
  },
  'insurance claim settlement': {
    claimant: ['Claimant', 'Insured', 'Policyholder'],
    settlement_amount: ['Settlement amount', 'Amount paid', 'Settlement'],
    adjuster: ['Adjuster', 'Claims adjuster', 'Handled by'],
    date_of_loss: ['Date of loss', 'Loss date', 'Incident date'],
  },
  Schadenregulierung: {
    geschaedigter: ['Geschädigter', 'Anspruchsteller', 'Geschädigte'],
    entschaedigung: ['Entschädigung', 'Entschädigungsbetrag', 'Auszahlungsbetrag'],
    schadentag: ['Schadentag', 'Schadendatum', 'Tag des Schadens'],
  },
  'property tax bill': {
    parcel_number: ['Parcel number', 'Parcel no.', 'APN'],
    assessed_value: ['Assessed value', 'Assessment', 'Taxable value'],
    first_installment: ['First installment', '1st installment', 'First half'],
  },
  Grundsteuerbescheid: {
    grundstueck: ['Grundstück', 'Objekt', 'Lage des Grundstücks'],
    jahresbetrag: ['Jahresbetrag', 'Jahressteuer', 'Betrag jährlich'],
    faelligkeit_1: ['Fälligkeit', 'fällig am', 'Fälligkeitstermin'],
  },
  'gym membership': {
    member_name: ['Member', 'Member name', 'Name'],
    membership_start: ['Start date', 'Membership start', 'Start'],
    monthly_fee: ['Monthly fee', 'Monthly dues', 'Dues'],
    cancellation_notice: ['Notice period', 'Cancellation notice', 'Notice'],
  },
  Fitnessvertrag: {
    mitgliedsnummer: ['Mitgliedsnummer', 'Mitglieds-Nr.', 'Mitglied Nr.'],
    vertragsbeginn: ['Vertragsbeginn', 'Beginn', 'Mitglied seit'],
    monatsbeitrag: ['Monatsbeitrag', 'Beitrag monatlich', 'Monatlicher Beitrag'],
  },
  'concert ticket': {
    doors: ['Doors', 'Doors open', 'Entry'],
    show_start: ['Show', 'Start', 'Show starts'],
    seat_row: ['Row', 'Seat row', 'Rw.'],
  },
  'hospital bill': {
    admission_date: ['Admission date', 'Admitted', 'Date admitted'],
    discharge_date: ['Discharge date', 'Discharged', 'Date discharged'],
    attending_physician: ['Attending physician', 'Physician', 'Attending'],
    amount_owed: ['You owe', 'Amount owed', 'Balance due'],
  },
  Krankenhausrechnung: {
    aufnahmedatum: ['Aufnahmedatum', 'Aufnahme am', 'Aufnahme'],
    entlassungsdatum: ['Entlassungsdatum', 'Entlassung am', 'Entlassung'],
    eigenanteil: ['Eigenanteil', 'Zuzahlung', 'Ihr Anteil'],
  },
  'school invoice': {
    pupil: ['Pupil', 'Student', 'Pupil name'],
    term_fee: ['Term fee', 'Fee for term', 'Tuition'],
    due_by: ['Due by', 'Payable by', 'Due date'],
  },
  Kitabeitrag: {
    kind_name: ['Kind', 'Name des Kindes', 'Kind Name'],
    elternbeitrag: ['Elternbeitrag', 'Beitrag', 'Monatlicher Elternbeitrag'],
    betreuungsumfang: ['Betreuungsumfang', 'Betreuungszeit', 'Umfang'],
  },
  'solar feed-in statement': {
    energy_fed_in_kwh: ['Energy fed in', 'Feed-in', 'Exported energy'],
    feed_in_tariff: ['Feed-in tariff', 'Tariff', 'Rate'],
    payout_total: ['Payout', 'Total payout', 'Amount paid to you'],
  },
  Einspeiseabrechnung: {
    einspeisemenge_kwh: ['Einspeisemenge', 'Eingespeiste Menge', 'Einspeisung'],
    verguetung: ['Vergütung', 'Einspeisevergütung', 'Vergütungsbetrag'],
    anlagennummer: ['Anlagennummer', 'Anlagen-Nr.', 'Anlage'],
  },
  'roofer quote': {
    job_site: ['Job site', 'Site', 'Property address'],
    labor_cost: ['Labor', 'Labour', 'Labor cost'],
    materials_cost: ['Materials', 'Material cost', 'Parts and materials'],
  },
  Malerrechnung: {
    ausfuehrungsort: ['Ausführungsort', 'Leistungsort', 'Objekt'],
    arbeitsstunden: ['Arbeitsstunden', 'Stunden', 'Std.'],
    fertigstellung: ['Fertigstellung', 'Fertiggestellt am', 'Abnahme'],
  },
  'charity receipt': {
    donor_name: ['Donor', 'Donated by', 'Donor name'],
    gift_amount: ['Gift amount', 'Gift', 'Amount of gift'],
    date_received: ['Date received', 'Received on', 'Gift date'],
  },
  Spendenquittung: {
    zuwendungsbetrag: ['Betrag der Zuwendung', 'Zuwendungsbetrag', 'Zuwendung'],
    zuwendungsempfaenger: ['Zuwendungsempfänger', 'Empfänger', 'Empfänger der Zuwendung'],
  },
  'court filing receipt': {
    filed_on: ['Filed on', 'Date filed', 'Filing date'],
    filed_by: ['Filed by', 'Filer', 'Filing party'],
    docket_no: ['Docket no.', 'Docket number', 'Case no.'],
  },
  Notarkostenrechnung: {
    beurkundet_am: ['Beurkundet am', 'Beurkundung vom', 'Beurkundungsdatum'],
    urkundsbeteiligter: ['Beteiligter', 'Urkundsbeteiligter', 'Beteiligte'],
  },
  'passport fee receipt': {
    applicant: ['Applicant', 'Applicant name', 'Name of applicant'],
    fee_paid: ['Fee paid', 'Amount paid', 'Fee'],
    receipt_no: ['Receipt no.', 'Receipt number', 'Receipt #'],
  },
  Gebührenbescheid: {
    gebuehrenschuldner: ['Gebührenschuldner', 'Schuldner', 'Zahlungspflichtiger'],
    gebuehrenbetrag: ['Gebührenbetrag', 'Gebühr', 'Betrag'],
  },
  'grocery receipt': {
    store_no: ['Store', 'Store no.', 'Store #'],
    register_no: ['Register', 'Reg.', 'Lane'],
    total_savings: ['You saved', 'Savings', 'Total savings'],
  },
  Tankbeleg: {
    zapfsaeule_nr: ['Zapfsäule', 'Säule', 'Zapfsäulen-Nr.'],
    liter: ['Liter', 'Menge', 'Abgabe'],
    literpreis: ['Literpreis', 'Preis/l', 'EUR/l'],
  },
  'car lease statement': {
    lessee: ['Lessee', 'Customer', 'Leaseholder'],
    monthly_payment: ['Monthly payment', 'Payment', 'Monthly installment'],
    excess_mileage: ['Excess mileage', 'Excess miles', 'Miles over allowance'],
  },
  Fahrzeugschein: {
    halter: ['Halter', 'Fahrzeughalter', 'Inhaber'],
    hersteller: ['Hersteller', 'Marke', 'Fabrikat'],
    erstzulassung_datum: ['Erstzulassung', 'Datum der Erstzulassung', 'EZ'],
  },
  'phone bill': {
    line_number: ['Line', 'Phone number', 'Number'],
    minutes_used: ['Minutes used', 'Minutes', 'Talk time'],
    device_installment: ['Device installment', 'Device payment', 'Equipment installment'],
  },
  'hotel invoice': {
    check_in: ['Check-in', 'Arrival', 'Arrived'],
    check_out: ['Check-out', 'Departure', 'Departed'],
    booked_via: ['Booked via', 'Booking channel', 'Source'],
  },
};
