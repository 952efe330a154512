/**
 * Labels of the same field on HR and payroll documents: German payslips (Gehaltsabrechnung), US pay stubs, time
 * sheets and employment contracts — written from domain knowledge (session 13, lexicon13b). Same syntax as
 * `SYNONYM_GROUPS` in synonyms.ts; a group opening with another's first label adds to it. Payroll prints the
 * branches of social insurance as two letters ("RV AN": pension, the employee's share). Kept out: words a sentence
 * reads ("salary", "probation": an exact-only mark stops "your starting salary will be …"), and units printed after
 * a value ("40 Stunden pro Woche, … 30 Arbeitstage" gave the weekly hours 30), and a pay row's name ("Overtime
 * 51.75 6.50": its first number is the rate, not the overtime hours).
 */
export const PAYROLL_SYNONYM_GROUPS: string[] = [
  // Gehaltsabrechnung.
  'employee id | Pers.Nr. | Personal-Nr. | Pers.-Nummer',
  'tax class | LSt-Klasse | Lohnsteuerklasse',
  'health insurance fund | health insurer | Krankenkasse | Krankenkasse/Umlage | gesetzliche Krankenkasse',
  'child allowances | child allowance | Kinderfreibetrag | Kinderfreibeträge | KiFB! | Kinderfreibetr. | Zahl der Kinderfreibeträge | Anzahl Kinderfreibeträge',
  'religion | denomination | church tax status | Konfession | Konf.! | Religion | Kirchensteuermerkmal | KiSt-Merkmal | Religionszugehörigkeit',
  'gross pay | Brutto gesamt | Summe Brutto',
  'taxable gross | taxable pay | Steuerbrutto | Steuer-Brutto | steuerpflichtiges Brutto | LSt-Brutto | Lohnsteuer-Brutto',
  'social security gross | SV-Brutto | KV-Brutto | RV-Brutto | Sozialversicherungsbrutto | SV-pflichtiges Brutto',
  'pension insurance | RV AN | RV-AN | RV Arbeitnehmer | Rentenvers.',
  'unemployment insurance | AV AN | AV-AN | AV Arbeitnehmer | Arbeitslosenvers.',
  'care insurance | PV AN | PV-AN | PV Arbeitnehmer | Pflegevers.',
  'health insurance contribution | KV AN | KV-AN | KV Arbeitnehmer | Krankenvers.',
  'auszahlungsbetrag | Überweisungsbetrag | Netto-Auszahlung | Auszuzahlender Betrag',
  'entry date | employed since | in employment since | beschäftigt seit | im Unternehmen seit | Betriebszugehörigkeit seit',
  // Time sheets.
  'week ending | week ending date | week end date | W/E! | w/e date | Woche bis | Kalenderwoche',
  'regular hours | reg hours | normal hours | standard hours | Normalstunden | Sollstunden | Regelarbeitszeit',
  'overtime hours | ot hours | Überstunden',
  'total hours | total hrs | hours total | Gesamtstunden | Stunden gesamt | Summe Stunden | Gesamtarbeitszeit | Std. gesamt',
  'project code | project number | project no | job code | Projektnummer | Projekt-Nr. | Projektcode',
  'approved by | approver | Genehmigt von | Freigegeben von | genehmigt durch',
  'break | break min | break minutes | break time | unpaid break | Pause | Pausenzeit | Pause Min. | Pausen',
  // Employment contracts.
  'job title | role! | Funktion! | Stellenbezeichnung | Tätigkeit als',
  'start date | commencement date | date of commencement | employment start date | Beginn des Arbeitsverhältnisses | Arbeitsbeginn | Eintrittstermin',
  'probation period | probationary period | trial period | Probezeit | Probezeitdauer',
  'weekly hours | weekly working hours | Wochenarbeitszeit | wöchentliche Arbeitszeit | Wochenstunden',
  'annual salary | base salary | yearly salary | Jahresgehalt | Bruttojahresgehalt | Jahresbruttogehalt | Grundgehalt',
  'annual leave | annual leave days | holiday entitlement | vacation days | vacation entitlement | leave entitlement | Urlaubsanspruch | Urlaubstage | Jahresurlaub',
  'place of work | work location | workplace | place of employment | Arbeitsort | Dienstort | Einsatzort | Tätigkeitsort',
  'line manager | supervisor | reports to | reporting to | manager! | direct manager | Vorgesetzter | Vorgesetzte | Vorgesetzte/r | Disziplinarischer Vorgesetzter | Fachvorgesetzter',
  // US pay stubs.
  'employee id | emp id | employee # | associate id | clock no | clock number',
  'pay date | check date | pay day | cheque date',
  'social security tax | oasdi | soc sec | fica ss | fica social security',
  'medicare tax | medicare! | fica med | fica medicare | med tax | medicare withheld',
  'state tax | st tax | state w/h',
  'federal tax | federal withholding | federal income tax withheld | fed income tax | fed withholding | fed w/h | fed tax',
  'ytd net | net pay ytd | net ytd | net year to date | net to date',
  'pto balance | pto available | vacation balance | leave balance | sick balance | pto remaining',
  'filing status | marital status | fed filing status | tax status | Familienstand',
];
