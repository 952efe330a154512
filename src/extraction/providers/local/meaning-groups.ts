// Concepts a field and a printed label can both name in words that share no letters: `amount_outstanding` and
// "Balance due", `arrival` and "ETA", `policy_holder` and "Versicherungsnehmer", `kundennummer` and "Ihre Kd.-Nr.".
// Data only, written from what business documents print in English and German (not from any corpus): one concept a
// line, its wordings apart by "|", compared by their words in any order and written together (a compound, a label
// cut short). Read only by the structural fallback (meaning-match.ts), after every rule and label of the field's own
// vocabulary found nothing, so a wording here never outranks a label the field's own words name.
// A wording that names two concepts (a "Ref." is a quote's or a file's) stands in each; the fallback takes a pair
// once. Not here: words that name any field alone ("Date", "Number", "Name", "Amount", "From", "To").

/** Parties and people. */
const PARTIES = [
  'customer | client | buyer | purchaser | bill to | billed to | charge to | charged to | invoice to | sold to | prepared for | quote for | quoted for | Kunde | Kundin | Käufer | Käuferin | Auftraggeber | Besteller | Bestellerin | Rechnungsempfänger | Erwerber | Erwerberin',
  'supplier | seller | vendor | issued by | invoiced by | sold by | Verkäufer | Verkäuferin | Veräußerer | Veräußerin | Lieferant | Anbieter | Auftragnehmer | Rechnungssteller',
  'landlord | lessor | Vermieter | Vermieterin',
  'tenant | lessee | occupant | resident | Mieter | Mieterin | Bewohner | Bewohnerin',
  'employer | Arbeitgeber | Unternehmen | Dienstgeber',
  'employee | worker | staff member | member of staff | Arbeitnehmer | Arbeitnehmerin | Mitarbeiter | Mitarbeiterin | Beschäftigter | Beschäftigte',
  'policy holder | policyholder | insured | insured person | Versicherungsnehmer | Versicherungsnehmerin | versicherte Person | Versicherter',
  'insurer | insurance company | Versicherer | Versicherungsgesellschaft',
  'doctor | physician | treating physician | practitioner | clinician | Arzt | Ärztin | behandelnder Arzt | behandelnde Ärztin | Behandler | Behandlerin',
  'passenger | traveller | traveler | Reisender | Reisende | Fluggast | Passagier',
  'guest | reservation holder | reservation name | name on reservation | booked by | Gast | Gastname | Reservierung auf',
  'recipient | consignee | deliver to | ship to | addressee | Empfänger | Warenempfänger | Zustellung an | Lieferung an',
  'sender | shipper | consignor | Absender | Absenderin | Versender',
  'payee | beneficiary | Begünstigter | Begünstigte | Zahlungsempfänger',
  'payer | remitter | ordering party | account holder | Kontoinhaber | Kontoinhaberin | Zahler | Zahlungspflichtiger',
  'attendee | participant | visitor | admit | admit one | ticket holder | Teilnehmer | Teilnehmerin | Besucher | Besucherin',
  'preparer | prepared by | estimator | quoted by | surveyor | assessor | erstellt von | Bearbeiter | Bearbeiterin | Sachbearbeiter | Sachbearbeiterin | Gutachter',
  'advisor | adviser | consultant | service advisor | account manager | Berater | Beraterin | Serviceberater | Kundenberater | Kundendienstberater | Ansprechpartner | Ansprechpartnerin',
  'carrier | courier | shipped via | sent via | shipped with | delivered by | delivery service | Versanddienstleister | Paketdienst | Zusteller | Spediteur | Spedition | Frachtführer | Versand mit | Versand per',
  'warden | officer | enforcement officer | civil enforcement officer | traffic warden | parking attendant | Politesse | Vollzugsbeamter',
  'shop | store | merchant | retailer | outlet | Laden | Geschäft | Filiale | Markt | Händler',
];

/** Numbers of things. */
const IDENTIFIERS = [
  'invoice number | invoice no | invoice ref | invoice reference | invoice id | document no | document number | bill no | bill number | Rechnungsnummer | Rechnungs Nr | Rg Nr | Beleg Nr | Belegnummer | Rechnung Nr',
  'customer number | customer no | customer id | customer ref | customer reference | account number | account no | account ref | account | a c | acct | acct no | Kundennummer | Kunden Nr | Kd Nr | Kundennr | Debitor | Debitorennummer | Debitoren Nr | Kundenkonto | Vertragskonto',
  'order number | order no | order id | order ref | order reference | purchase number | purchase no | purchase ref | purchase id | your order | your purchase | Bestellnummer | Bestell Nr | Ihre Bestellung | Auftragsnummer | Auftrags Nr | Auftrag Nr | Werkstattauftrag | Auftrag',
  'reference | reference number | ref | our ref | your ref | Aktenzeichen | Az | Geschäftszeichen | Unser Zeichen | Ihr Zeichen | Vorgangsnummer',
  'quote number | quotation number | quote no | quotation no | estimate number | estimate no | estimate ref | quote ref | our ref | ref | Angebotsnummer | Angebots Nr | Angebot Nr | Kostenvoranschlag Nr',
  'tracking number | tracking | tracking no | tracking id | tracking code | consignment | consignment ref | consignment number | consignment no | parcel number | parcel no | shipment number | shipment no | waybill | waybill no | Sendungsnummer | Sendungs Nr | Paketnummer | Trackingnummer',
  'booking reference | booking ref | booking code | booking number | booking no | pnr | confirmation | confirmation number | confirmation no | confirmation code | reservation number | reservation no | reservation code | Buchungsnummer | Buchungscode | Reservierungsnummer | Bestätigungsnummer | Buchungs Nr',
  'policy number | policy no | policy ref | policy reference | Versicherungsschein Nr | Versicherungsscheinnummer | Policennummer | Police Nr | Versicherungsnummer',
  'membership number | member number | member no | member id | membership no | Mitgliedsnummer | Mitglieds Nr | Mitgliedsnr',
  'employee id | employee number | employee no | staff id | staff number | staff no | works number | works no | payroll number | payroll no | Personalnummer | Pers Nr | Personal Nr | Mitarbeiternummer',
  'national insurance number | ni number | ni no | nino | insurance number | Sozialversicherungsnummer | SV Nummer | SV Nr | Rentenversicherungsnummer',
  'tax number | tax no | tax reference | tax ref | utr | Steuernummer | St Nr | StNr | Steuer Nr',
  'licence plate | license plate | number plate | registration | registration number | registration no | vehicle registration | vehicle reg | reg no | vrm | plate | Kennzeichen | amtliches Kennzeichen | amtl Kennzeichen | amtl Kennz | Kfz Kennzeichen | amtl Kz | Kz',
  'vin | vehicle identification number | chassis number | chassis no | fin | Fahrgestellnummer | Fahrgestell Nr | Fahrzeug Identifizierungsnummer | Fahrzeugidentnummer',
  'notice number | notice no | penalty charge notice number | pcn number | pcn no | pcn | Bescheidnummer | Bescheid Nr',
  'case number | case no | case ref | file number | file no | file reference | claim number | claim no | Aktenzeichen | Az | Geschäftszeichen | Schadennummer | Schaden Nr',
  'meter number | meter no | meter serial | meter serial number | meter s n | meter id | Zählernummer | Zähler Nr | Zählernr',
  'serial number | serial no | s n | sn | Seriennummer | Serien Nr | Seriennr',
  'statement number | statement no | sheet | sheet no | sheet number | Auszugsnummer | Auszug Nr | Kontoauszug Nr | Blatt',
  'sort code | branch code | bank code | blz | Bankleitzahl',
  'flight | flight number | flight no | Flug | Flugnummer | Flug Nr',
  'delivery note number | delivery note no | dispatch note no | Lieferscheinnummer | Lieferschein Nr | LS Nr',
  'registration number | registered number | official number | register number | trade mark number | trademark number | Registernummer | Eintragungsnummer | Register Nr',
];

/** Places, counts and things. */
const THINGS = [
  'address | site | site address | job address | property | property address | premises | Objekt | Mietobjekt | Objektadresse | Baustelle | Einsatzort | Leistungsort',
  'venue | where | place | location | Veranstaltungsort | Spielstätte | Ort',
  'scene | place of offence | location of offence | offence location | Tatort | Örtlichkeit | Ort des Verstoßes',
  'delivery address | shipping address | deliver to | ship to | Lieferadresse | Lieferanschrift | Warenempfänger | Zustelladresse',
  'room type | room category | accommodation | Zimmerkategorie | Zimmerart | Zimmertyp | Unterkunft',
  'nights | number of nights | length of stay | Nächte | Anzahl Nächte | Aufenthaltsdauer | Übernachtungen',
  'term | duration | contract term | minimum term | lease term | Laufzeit | Vertragslaufzeit | Dauer | Mietdauer',
  'weekly hours | hours per week | working hours | working time | regular working time | Wochenstunden | Arbeitszeit | regelmäßige Arbeitszeit | wöchentliche Arbeitszeit | Wochenarbeitszeit',
  'holiday | holidays | annual leave | holiday entitlement | vacation days | leave days | leave | Urlaub | Urlaubstage | Jahresurlaub | Urlaubsanspruch',
  'job title | position | role | function | job | occupation | Tätigkeit | Funktion | Position | Stelle | Berufsbezeichnung',
  'weight | gross weight | total weight | Gewicht | Bruttogewicht | Gesamtgewicht | Brutto kg | Versandgewicht',
  'parcels | packages | boxes | pieces | cartons | number of parcels | number of packages | number of boxes | Pakete | Packstücke | Kolli | Anzahl Pakete | Anzahl Packstücke',
  'mileage | odometer | odometer reading | miles | kilometres | kilometers | Kilometerstand | Km Stand | Tachostand | Laufleistung | Laufleistung lt Tacho',
  'consumption | usage | used | energy used | electricity consumption | gas consumption | Verbrauch | Stromverbrauch | Gasverbrauch | Jahresverbrauch',
  'tariff | plan | rate plan | tariff name | Tarif | Tarifname | Tarifbezeichnung',
  'seat | seat number | seat no | Platz | Sitzplatz | Sitz | Platznummer',
  'doors | doors open | entry | entry from | admission | admission from | Einlass | Einlass ab',
  'event | show | performance | concert | event name | Veranstaltung | Vorstellung | Konzert',
  'purpose | payment reference | reference text | remittance information | reason for payment | Verwendungszweck | Zahlungsgrund | Buchungstext',
  'payment method | paid by | paid with | payment type | bezahlt per | bezahlt mit | Zahlungsart | Zahlart | Zahlungsmittel | Zahlweise',
  'vehicle | car | Fahrzeug | Kfz | Fabrikat Typ | Fabrikat | make model',
  'home port | port of registry | port of choice | Heimathafen | Registerhafen',
  'item | found item | lost item | article found | Fundsache | Fundgegenstand | Gegenstand',
];

export const MEANING_GROUPS: string[] = [...PARTIES, ...IDENTIFIERS, ...THINGS];
