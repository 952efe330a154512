/**
 * Labels of the same field on insurance and healthcare documents (session 13): household, liability, life, motor and
 * travel policies, claim notifications, premium adjustments, doctors' (GOÄ) and hospital invoices, dental treatment
 * plans, pharmacy receipts, health insurers' statements and sick notes, written from what such documents print. Same
 * syntax as `SYNONYM_GROUPS` in synonyms.ts; a group opening with another file's first label adds to it. Kept out:
 * "Bonus" (a surplus share and a salary bonus), "Product" (a drug and anything sold), two-letter acronyms a value may
 * hold ("VS", "KK").
 */
export const INSURANCE_SYNONYM_GROUPS: string[] = [
  // Policies.
  'insured location | risk address | risk location | location of risk | insured address | insured premises | insured property address | Versicherungsort | Risikoanschrift | Risikoort | Risikoadresse | Versicherungsanschrift | versicherte Anschrift',
  'insurance end | policy end | end of cover | expiry date | Ablauf | expiry of cover | cover expires | Versicherungsablauf | Ablauf der Versicherung | Versicherungsende',
  'insurance period | policy term | term of insurance | duration of insurance | Vertragslaufzeit | Versicherungslaufzeit | Vertragsdauer',
  'certificate number | certificate no | confirmation of cover no | Bescheinigungsnummer | Bescheinigungs-Nr. | Nachweisnummer | Nachweis-Nr. | Bestätigungs-Nr.',
  'insured activity | insured business | business description | description of business | versicherte Tätigkeit | versicherter Betrieb | Betriebsart | Betriebsbeschreibung',
  'surrender value | cash surrender value | cash value | Rückkaufswert | Rückkaufwert',
  'death benefit | sum assured on death | death sum | benefit on death | Todesfallleistung | Todesfallsumme | Todesfallkapital | Leistung im Todesfall',
  'maturity date | date of maturity | matures on | expiry date of the contract | Ablaufdatum | Ablauftermin | Vertragsablauf am | Fälligkeit der Versicherung',
  'surplus participation | surplus share | profit participation | bonuses allocated | Überschussbeteiligung | Überschussanteile | Überschussanteil | Gewinnbeteiligung',
  'beneficiary | beneficiaries | Bezugsberechtigter | Bezugsberechtigte | Bezugsrecht | bezugsberechtigte Person',
  'insured persons | persons insured | insured travellers | insured travelers | travellers | travelers | versicherte Personen | mitversicherte Personen',
  'trip start | start of trip | travel start | start of travel | Reisebeginn | Reiseantritt | Reisebeginn am',
  'trip end | end of trip | travel end | end of travel | Reiseende | Rückreise | Rückreisedatum | Rückreisetag',
  'area of cover | territorial scope | territorial limits | geographical scope | scope of cover | Geltungsbereich | räumlicher Geltungsbereich | Versicherungsgebiet',
  'no claims class | no-claims class | no claims discount | no-claims bonus | ncd | ncb | SF-Klasse | Schadenfreiheitsklasse | SF-Rabatt | Schadenfreiheitsrabatt',
  'previous premium | old premium | current premium | premium so far | bisheriger Beitrag | Beitrag bisher | alter Beitrag | bisherige Prämie',
  'new premium | premium from renewal | renewal premium | future premium | neuer Beitrag | Beitrag neu | künftiger Beitrag | neue Prämie | Beitrag ab',
  // Claims.
  'place of loss | location of loss | loss location | place of incident | location of incident | place of accident | accident location | scene of accident | Schadenort | Schadensort | Unfallort | Ort des Schadens | Ort des Unfalls',
  'third party | other party | opposing party | third party involved | Unfallgegner | Unfallbeteiligter | Geschädigter | Anspruchsteller | Unfallgegnerin',
  'damage description | description of damage | description of loss | loss description | what happened | circumstances of loss | Schadenhergang | Schadenbeschreibung | Schadensbeschreibung | Schadenschilderung | Hergang | Unfallhergang',
  'claims handler | claims adjuster | claims officer | adjuster | handled by | Schadensachbearbeiter | Schadenssachbearbeiter | Schadenregulierer | Regulierer | Sachbearbeiter | Sachbearbeiterin',
  'license plate | vehicle registration | vehicle registration number | Kfz-Kennzeichen | amtl. Kennzeichen',
  // Doctors, dentists, hospitals.
  'treatment period | period of treatment | treatment dates | Behandlungszeitraum | Behandlungszeit | Behandlung vom | Behandlungsdauer',
  'diagnosis | ICD-10 | ICD | ICD-Code | ICD-10-Code | Diagnoseschlüssel',
  'fee factor | factor | multiplier | Faktor | Steigerungssatz | Steigerungsfaktor | Multiplikator',
  'treatment plan number | treatment plan no | HKP-Nr. | HKP-Nummer | Heil- und Kostenplan Nr. | Behandlungsplan-Nr.',
  'insured person | life assured | life insured | Name des Versicherten | Name der Versicherten',
  'insurance number | member id | member number | membership number | insurance id | Versichertennummer | Versicherten-Nr. | Versichertennr | KV-Nr. | KVNR | Krankenversichertennummer | Mitgliedsnummer',
  'estimated costs | estimated cost | cost estimate | voraussichtliche Gesamtkosten | voraussichtliche Kosten | geschätzte Kosten | Kostenvoranschlag',
  'fixed subsidy | fixed allowance | Festzuschuss | Festzuschüsse | Festzuschüsse der Kasse | Kassenanteil | Kassenzuschuss',
  'lab costs | laboratory costs | lab fees | laboratory fees | Laborkosten | Material- und Laborkosten | Laborleistungen | Material und Labor | zahntechnische Leistungen',
  'co-payment | co payment | copay | prescription charge | prescription fee | Zuzahlung | gesetzliche Zuzahlung | gesetzl. Zuzahlung | Rezeptgebühr | Zuzahlungsbetrag',
  'prescription date | date prescribed | date of prescription | prescribed on | Verordnungsdatum | Ausstellungsdatum Rezept | Rezeptdatum | verordnet am',
  'pack size | package size | Packungsgröße | Normgröße | N1/N2/N3 | Packungsgr.',
  'admission number | Aufnahmenummer | Aufnahme-Nr.',
  'discharge date | date of discharge | discharged on | Entlassdatum | Entlassungsdatum | Entlassungstag | Entlasstag | entlassen am',
  'drg | drg code | diagnosis related group | Fallpauschale | DRG-Code | DRG-Fallpauschale',
  'length of stay | days in hospital | hospital days | inpatient days | days of stay | Verweildauer | Pflegetage | Belegungstage | Krankenhaustage | Aufenthaltsdauer',
  'room surcharge | private room supplement | single room supplement | room supplement | Zimmerzuschlag | Einbettzimmerzuschlag | Zweibettzimmerzuschlag | Wahlleistung Unterkunft',
  'daily copayment | daily co-payment | copayment per day | Zuzahlung je Tag | Zuzahlung pro Tag | Eigenbeteiligung Krankenhaus | Krankenhauszuzahlung',
  'cost bearer | payer of costs | Kostenträger | Kostenträger-IK | Kostenträgerkennung',
  'health insurer | health insurance | health fund | health insurance fund | sickness fund | Krankenkasse | Krankenversicherung | gesetzliche Krankenkasse',
  // The insurer's or a care provider's nine-digit institution code (Institutionskennzeichen) German forms print.
  'institution code | institution number | IK-Nr. | IK-Nummer | Institutionskennzeichen | institution identifier',
  'contribution rate | Beitragssatz | allgemeiner Beitragssatz | Beitragssatz KV',
  'additional contribution | Zusatzbeitrag | kassenindividueller Zusatzbeitrag | Zusatzbeitragssatz',
  'care insurance | long-term care insurance | nursing care insurance | Pflegeversicherung | Pflegeversicherungsbeitrag | Beitrag PV | PV-Beitrag',
  'reimbursed amount | amount reimbursed | reimbursement | we reimburse | Erstattungsbetrag | erstatteter Betrag | Auszahlungsbetrag Erstattung',
  'submitted amount | amount submitted | amount claimed | invoice amount submitted | eingereichter Betrag | eingereichte Rechnungsbeträge | Rechnungsbetrag eingereicht | geltend gemachter Betrag',
  'bonus points | points balance | Bonuspunkte | Punktestand | Punkte-Stand',
  // Sick notes.
  'unfit for work from | incapacity from | off sick from | arbeitsunfähig seit | arbeitsunfähig ab | AU seit | AU ab | Arbeitsunfähigkeit seit',
  'unfit for work until | expected until | incapacity until | voraussichtlich arbeitsunfähig bis | arbeitsunfähig bis | AU bis | bis einschließlich',
  'date of assessment | assessed on | festgestellt am | Feststellungsdatum | Tag der Feststellung',
  'doctor number | physician number | LANR | Arztnummer | Arzt-Nr. | lebenslange Arztnummer',
  'practice number | BSNR | Betriebsstättennummer | Betriebsstätten-Nr.',
  'follow-up certificate | follow up certificate | Folgebescheinigung | Folge-AU | Folgebesch.',
];
