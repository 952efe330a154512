/**
 * Labels of the same field on energy and utility documents (session 13): electricity, gas, water and district-heating
 * bills, meter reading cards, heating-cost statements, written from what such documents print. Same syntax as
 * `SYNONYM_GROUPS` in synonyms.ts; a group opening with another file's first label adds to it. The tariff (a plan's
 * name) and the unit rate (its price per kWh) are apart: in one group each took the other's labels. Kept out: "Stand"
 * alone for a date, "AP"/"LP" alone (letters a value holds), "m³" and "kWh" alone (units beside any quantity).
 */
export const ENERGY_SYNONYM_GROUPS: string[] = [
  'previous reading | Zählerstand alt | Stand alt | Zählerstand vorher',
  'current reading | Zählerstand neu | Stand neu | Zählerstand aktuell',
  'market location | market location id | Marktlokation | Marktlokations-ID | Marktlokationsnummer | MaLo-ID | MaLo | Marktlokations-Nr.',
  'metering point | Zählpunkt | Zählpunktbezeichnung | Zählpunktnummer | Messlokation | MeLo-ID',
  'unit rate | energy price | energy rate | price per kwh | rate per kwh | energy charge | Arbeitspreis | Preis je kWh | Preis pro kWh | Verbrauchspreis',
  'tariff | tariff name | rate plan | energy plan | product name | Tarif | Tarifname | Tarifbezeichnung | Produktname',
  'consumption | units used | energy consumed | Verbrauch kWh',
  'monthly installment | monthly instalment | monthly payment | direct debit amount | monthly direct debit | Abschlag | Abschlagszahlung | monatlicher Abschlag | Abschlagsbetrag | Abschlagshöhe',
  'advance payments | paid installments | paid instalments | payments received | paid on account | payments on account | instalments paid | geleistete Abschläge | gezahlte Abschläge | Summe Abschläge | Summe der Abschläge | abzüglich Abschläge | bereits gezahlte Abschläge',
  'calorific value | billing calorific value | Brennwert | Abrechnungsbrennwert',
  'conversion factor | z number | z factor | Zustandszahl | Z-Zahl | Z-Faktor',
  'consumption | volume used | gas volume | cubic metres | cubic meters | Verbrauch in m³ | Verbrauch m³ | Kubikmeter | Gasmenge',
  'energy quantity | energy in kwh | Energiemenge | Verbrauch in kWh | Menge kWh | Menge in kWh | Wärmemenge',
  'co2 price | carbon levy | carbon tax | co2 cost | CO2-Preis | CO₂-Preis | CO2-Abgabe | CO2-Kosten | CO₂-Kosten',
  'billing period | supply period | Lieferzeitraum | Belieferungszeitraum',
  'meter number | water meter | Wasserzähler | Wasseruhr | Wasserzählernummer',
  'fresh water | water supply | drinking water | mains water | Frischwasser | Trinkwasser | Wasserversorgung | Wassergeld',
  'waste water | sewerage | sewerage charge',
  'surface water | rain water | rainwater | storm water | Niederschlagswasser | Regenwasser | Niederschlagswassergebühr',
  'sealed area | impervious area | paved area | versiegelte Fläche | befestigte Fläche | bebaute und befestigte Fläche',
  'reading type | type of reading | reading method | Ableseart | Art der Ablesung | Ablesegrund | Ableseanlass',
  'meter reader | read by | reader | Ableser | Ablesender | abgelesen von | Ableser/in',
  'heat consumption | heating consumption | heat used | Wärmeverbrauch | Heizenergieverbrauch | Heizwärmeverbrauch',
  'connected load | connection capacity | contracted capacity | Anschlusswert | Anschlussleistung | bestellte Leistung | vereinbarte Leistung',
  'capacity charge | demand charge | Leistungspreis | Leistungsentgelt',
  'metering charge | Verrechnungspreis | Messentgelt | Zählermiete',
  'heating cost share | your heating costs | share of heating costs | Ihre Heizkosten | Anteil Heizkosten | Heizkostenanteil | Ihr Heizkostenanteil',
  // A statement of a building's costs ends with the reader's own sum: "Ihre Kosten insgesamt", "Kosten Ihrer Einheit
  // insgesamt", which a user names after the occupant (`kosten_nutzer`, `tenant_costs`).
  'your costs | your total costs | your share of the costs | user costs | tenant costs | occupant costs | costs user | costs tenant | Ihre Kosten | Ihre Kosten insgesamt | Ihr Kostenanteil | Kosten Ihrer Einheit | Kosten Ihrer Einheit insgesamt | Kosten Ihrer Wohnung | Kosten Nutzer | Nutzerkosten | Kosten Mieter | Mieterkosten',
  'hot water costs | hot water cost | cost of hot water | Warmwasserkosten | Kosten Warmwasser | WW-Kosten | Kosten für Warmwasser | Warmwasserbereitung',
];
